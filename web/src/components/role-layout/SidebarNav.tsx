import { AppShell, Box, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t.ts';
import { Brand } from '../brand/Brand.tsx';
import { NavLinkLink } from '../router-links/menu-links.tsx';
import { useSignOut } from '../sign-out/use-sign-out.ts';
import { activeNavItem } from './active-nav.ts';
import type { RoleNavigation } from './navigation.ts';

interface SidebarNavProps {
  nav: RoleNavigation;
  /** Icons only, each with a tooltip. */
  compact: boolean;
  onNavigate: () => void;
}

export function SidebarNav({ nav, compact, onNavigate }: SidebarNavProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const active = activeNavItem(nav.items, pathname);
  const signOut = useSignOut();
  const t = useT();
  const logout = t(nav.logoutLabel);
  const linkStyles = compact ? { root: { justifyContent: 'center' }, section: { margin: 0 } } : {};

  return (
    <>
      <AppShell.Section p="md" visibleFrom="sm">
        <Box
          h={36}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: compact ? 'center' : 'flex-start',
          }}
        >
          <Brand compact={compact} />
        </Box>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm" py="xs">
        <Stack gap={4} component="nav" aria-label={t('app.nav.main')}>
          {nav.items.map((item) => {
            const link = (
              <NavLinkLink
                key={item.to}
                to={item.to}
                label={compact ? undefined : t(item.label)}
                aria-label={compact ? t(item.label) : undefined}
                leftSection={<item.icon size={20} stroke={1.6} />}
                rightSection={item.badge && !compact ? <item.badge /> : undefined}
                active={item === active}
                aria-current={item === active ? 'page' : undefined}
                // The router's own (prefix) matching would also mark /activities on
                // /activities/create; `active` above already picks the most specific item.
                activeOptions={{ exact: true }}
                onClick={onNavigate}
                styles={linkStyles}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
            return compact ? (
              <Tooltip key={item.to} label={t(item.label)} position="right">
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </Stack>
      </AppShell.Section>
      <AppShell.Section
        p="sm"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Tooltip label={logout} position="right" disabled={!compact}>
          <NavLink
            component="button"
            label={compact ? undefined : logout}
            aria-label={logout}
            leftSection={<IconLogout size={20} stroke={1.6} />}
            color="red"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            styles={linkStyles}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Tooltip>
      </AppShell.Section>
    </>
  );
}
