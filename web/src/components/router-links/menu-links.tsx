import { Menu, type MenuItemProps, NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorElementProps } from './router-links.tsx';

// The signed-in layouts' sidebar and account menu entries as router links (see router-links.tsx).

function MantineNavLinkAnchor(props: NavLinkProps & Omit<AnchorElementProps, 'onChange'>) {
  return <NavLink component="a" {...props} />;
}

function MantineMenuItemAnchor(props: MenuItemProps & AnchorElementProps) {
  return <Menu.Item component="a" {...props} />;
}

export const NavLinkLink = createLink(MantineNavLinkAnchor);
export const MenuItemLink = createLink(MantineMenuItemAnchor);
