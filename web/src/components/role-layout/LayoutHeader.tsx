import { ActionIcon, Box, Burger, Group, Title, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { AccountMenu, type AccountUser } from '../account-menu/AccountMenu.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Brand } from '../brand/Brand.tsx';
import { NotificationsMenu } from '../notifications-menu/NotificationsMenu.tsx';
import { ColorSchemeToggle } from '../theme/ColorSchemeToggle.tsx';
import { activeNavItem } from './active-nav.ts';
import type { RoleNavigation } from './navigation.ts';
import { TeacherSearch } from './TeacherSearch.tsx';

interface LayoutHeaderProps {
  nav: RoleNavigation;
  user: AccountUser;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  collapsed: boolean;
  /** Absent when this area's sidebar does not collapse. */
  onToggleCollapsed?: () => void;
}

export function LayoutHeader(props: LayoutHeaderProps) {
  const { nav, user, mobileOpened, onToggleMobile, collapsed, onToggleCollapsed } = props;
  const t = useT();
  const collapseLabel = t(collapsed ? 'app.header.expandSidebar' : 'app.header.collapseSidebar');
  const pathname = useLocation({ select: (location) => location.pathname });
  const pageKey = nav.pageTitleInHeader ? activeNavItem(nav.items, pathname)?.label : undefined;
  const pageTitle = pageKey && t(pageKey);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t(mobileOpened ? 'app.header.closeNavigation' : 'app.header.openNavigation')}
        />
        <Box hiddenFrom="sm">
          <Brand size="sm" compact={nav.pageTitleInHeader} />
        </Box>
        {onToggleCollapsed && (
          <Tooltip label={collapseLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              visibleFrom="sm"
              aria-label={collapseLabel}
              onClick={onToggleCollapsed}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </ActionIcon>
          </Tooltip>
        )}
        {pageTitle && (
          <Title order={4} fz={{ base: 'md', sm: 'xl' }} fw={600} lineClamp={1}>
            {pageTitle}
          </Title>
        )}
        {nav.withSearch && <TeacherSearch />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColorSchemeToggle />
        <NotificationsMenu />
        <AccountMenu user={user} nav={nav} />
      </Group>
    </Group>
  );
}
