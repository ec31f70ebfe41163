import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import type { Role } from '@teachchat/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link/SkipLink.tsx';
import { LayoutHeader } from './LayoutHeader.tsx';
import { ROLE_NAVIGATION } from './navigation.ts';
import { SidebarNav } from './SidebarNav.tsx';

const SIDEBAR_WIDTH = 250;
const SIDEBAR_COLLAPSED_WIDTH = 70;

/** The shell of a signed-in area: sidebar (a drawer below 768px), header, and the page. */
export function RoleLayout({ role }: { role: Role }) {
  const trpc = useTRPC();
  const { data: session } = useSuspenseQuery(trpc.public.session.queryOptions());
  const nav = ROLE_NAVIGATION[role];
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'teachchat-sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isDesktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // Collapsing applies to the desktop sidebar; the mobile drawer always shows labels.
  const compact = nav.collapsible && collapsed && isDesktop;

  // The session ended while this layout was open (expired, or signed out in another tab).
  if (!session) return <Navigate to="/auth" replace />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: compact ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <LayoutHeader
          nav={nav}
          user={session.user}
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          collapsed={compact}
          onToggleCollapsed={nav.collapsible ? () => setCollapsed((c) => !c) : undefined}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <SidebarNav nav={nav} compact={compact} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
