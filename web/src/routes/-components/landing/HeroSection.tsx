import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { T } from '~/i18n/T.tsx';
import { useT } from '~/i18n/use-t.ts';
import { LandingButtonLink } from './landing-link.tsx';
import { scrollToSection } from './sections.ts';
import { useLandingSession } from './use-landing-session.ts';

export function HeroSection() {
  const { signedIn, home } = useLandingSession();
  const t = useT();

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 64, sm: 110 }}
      style={{
        background:
          'radial-gradient(ellipse at top, var(--mantine-color-indigo-light) 0%, transparent 65%)',
      }}
    >
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Badge variant="light" size="lg" radius="xl">
            {t('public.hero.badge')}
          </Badge>
          <Title
            id="hero-title"
            order={1}
            fz={{ base: 36, sm: 56 }}
            lh={1.1}
            style={{ letterSpacing: '-0.03em', textWrap: 'balance' }}
          >
            <T
              id="public.hero.title"
              components={{
                0: (
                  <Text
                    component="span"
                    inherit
                    variant="gradient"
                    gradient={{ from: 'indigo', to: 'cyan', deg: 90 }}
                  />
                ),
              }}
            />
          </Title>
          <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" maw={640}>
            {t('public.hero.text')}
          </Text>
          <Group justify="center" gap="md" mt="sm">
            {signedIn ? (
              <LandingButtonLink to={home} size="lg" rightSection={<IconArrowRight size={18} />}>
                {t('public.hero.goToDashboard')}
              </LandingButtonLink>
            ) : (
              <LandingButtonLink to="/auth" size="lg" rightSection={<IconArrowRight size={18} />}>
                {t('public.account.login')}
              </LandingButtonLink>
            )}
            <Button size="lg" variant="default" onClick={() => scrollToSection('about')}>
              {t('public.hero.learnMore')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
