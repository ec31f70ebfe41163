import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  Menu,
  type MenuItemProps,
  NavLink,
  type NavLinkProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine components rendered as <a>, wrapped with createLink so that `to`, `params` and
// `search` are checked against the route tree and links preload on intent.

type AnchorElementProps = Omit<ComponentPropsWithRef<'a'>, 'color' | 'style'>;

function MantineAnchor(props: AnchorProps & AnchorElementProps) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: ButtonProps & AnchorElementProps) {
  return <Button component="a" {...props} />;
}

function MantineNavLinkAnchor(props: NavLinkProps & Omit<AnchorElementProps, 'onChange'>) {
  return <NavLink component="a" {...props} />;
}

function MantineMenuItemAnchor(props: MenuItemProps & AnchorElementProps) {
  return <Menu.Item component="a" {...props} />;
}

export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButtonAnchor);
export const NavLinkLink = createLink(MantineNavLinkAnchor);
export const MenuItemLink = createLink(MantineMenuItemAnchor);
