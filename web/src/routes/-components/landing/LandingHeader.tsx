import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Brand } from '~/components/brand/Brand.tsx';
import { useEndSession } from '~/components/sign-out/use-end-session.ts';
import { ColorSchemeToggle } from '~/components/theme/ColorSchemeToggle.tsx';
import { useT } from '~/i18n/use-t.ts';
import { LandingButtonLink } from './landing-link.tsx';
import { SECTIONS } from './sections.ts';
import { SectionLink } from './SectionLink.tsx';
import { useLandingSession } from './use-landing-session.ts';

// Loaded when a phone first opens it: the drawer (and Mantine's modal machinery with it)
// is not part of the page's first download.
const LandingMenu = lazy(() =>
  import('./LandingMenu.tsx').then((module) => ({ default: module.LandingMenu })),
);

export function LandingHeader() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const t = useT();

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      h={64}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group component="nav" aria-label={t('public.nav.sections')} gap="xl" visibleFrom="sm">
            {SECTIONS.map((section) => (
              <SectionLink
                key={section.id}
                section={section.id}
                c="var(--mantine-color-text)"
                fw={500}
                size="sm"
              >
                {t(section.label)}
              </SectionLink>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            <Group gap="sm" visibleFrom="sm" wrap="nowrap">
              <AccountActions />
            </Group>
            <Burger
              opened={drawerOpened}
              onClick={() => {
                setMenuWanted(true);
                drawer.toggle();
              }}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(drawerOpened ? 'public.nav.closeMenu' : 'public.nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense>
          <LandingMenu
            opened={drawerOpened}
            onClose={drawer.close}
            accountActions={<AccountActions />}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** Login when signed out; Dashboard and Logout when signed in (docs/product.md#public-pages). */
function AccountActions() {
  const { signedIn, home } = useLandingSession();
  // Signed out, the visitor stays on this page.
  const signOut = useEndSession();
  const t = useT();
  if (!signedIn)
    return <LandingButtonLink to="/auth">{t('public.account.login')}</LandingButtonLink>;
  return (
    <>
      <LandingButtonLink to={home} variant="light">
        {t('public.account.dashboard')}
      </LandingButtonLink>
      <Button variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('public.account.logout')}
      </Button>
    </>
  );
}
