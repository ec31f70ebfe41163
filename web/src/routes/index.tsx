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

// The server's sign-in callback lands a user on their role home, so / itself never redirects:
// a signed-in visitor sees the landing page with Dashboard and Logout
// (docs/product.md#route-guard).
export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    // The page paints at once: the demo section shows its preview until the config loads,
    // and the header and hero offer sign-in until the session says who is visiting.
    void context.queryClient.prefetchQuery(context.trpc.public.config.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.public.session.queryOptions());
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
