import { Box } from '@mantine/core';
import { MAIN_CONTENT_ID, SkipLink } from '~/components/skip-link/SkipLink.tsx';
import { AboutSection } from './AboutSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { DemoSection } from './DemoSection.tsx';
import { FeaturesSection } from './FeaturesSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';

/** The landing page, in the app (routes/index.tsx) and in its own entry (landing.tsx). */
export function LandingPage() {
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
