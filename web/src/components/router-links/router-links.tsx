import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine components rendered as <a>, wrapped with createLink so that `to`, `params` and
// `search` are checked against the route tree and links preload on intent. The menus' links
// are in menu-links.tsx: a page that only needs a button link (the landing page) should not
// download Mantine's Menu and NavLink with it.

export type AnchorElementProps = Omit<ComponentPropsWithRef<'a'>, 'color' | 'style'>;

function MantineAnchor(props: AnchorProps & AnchorElementProps) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: ButtonProps & AnchorElementProps) {
  return <Button component="a" {...props} />;
}

export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButtonAnchor);
