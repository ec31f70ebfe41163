import { Box } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link/SkipLink.tsx';
import { AboutSection } from './-components/landing/AboutSection.tsx';
import { ContactSection } from './-components/landing/ContactSection.tsx';
import { DemoSection } from './-components/landing/DemoSection.tsx';
import { FeaturesSection } from './-components/landing/FeaturesSection.tsx';
import { HeroSection } from './-components/landing/HeroSection.tsx';
import { LandingFooter } from './-components/landing/LandingFooter.tsx';
import { LandingHeader } from './-components/landing/LandingHeader.tsx';

// The spec sends a signed-in user from / to the role home only right after sign-in. The
// server's sign-in callback already lands them on the role home, so / itself never redirects:
// a signed-in visitor sees the landing page with Dashboard and Logout, as the spec also says.
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    // The demo section falls back to its preview while (or if) the config does not load.
    void context.queryClient.prefetchQuery(context.trpc.public.config.queryOptions());
    await context.queryClient.ensureQueryData(context.trpc.public.session.queryOptions());
  },
  component: LandingPage,
});

function LandingPage() {
  return (
    <Box>
      <SkipLink />
      <LandingHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <HeroSection />
        <AboutSection />
        <FeaturesSection />
        <DemoSection />
        <ContactSection />
      </main>
      <LandingFooter />
    </Box>
  );
}
