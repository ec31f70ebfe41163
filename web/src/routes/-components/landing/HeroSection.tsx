import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { LandingButtonLink } from './landing-link.tsx';
import { scrollToSection } from './sections.ts';
import { useLandingSession } from './use-landing-session.ts';

export function HeroSection() {
  const { signedIn, home } = useLandingSession();

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
            Grounded in your course material
          </Badge>
          <Title
            id="hero-title"
            order={1}
            fz={{ base: 36, sm: 56 }}
            lh={1.1}
            style={{ letterSpacing: '-0.03em', textWrap: 'balance' }}
          >
            Turn your course material into an{' '}
            <Text
              component="span"
              inherit
              variant="gradient"
              gradient={{ from: 'indigo', to: 'cyan', deg: 90 }}
            >
              assistant students can talk to
            </Text>
          </Title>
          <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" maw={640}>
            Teachers upload notes and readings and get a chat activity for their course. Students
            ask questions and get answers that cite the material. Admins run courses, people and
            enrollments in one place.
          </Text>
          <Group justify="center" gap="md" mt="sm">
            {signedIn ? (
              <LandingButtonLink to={home} size="lg" rightSection={<IconArrowRight size={18} />}>
                Go to Dashboard
              </LandingButtonLink>
            ) : (
              <LandingButtonLink to="/auth" size="lg" rightSection={<IconArrowRight size={18} />}>
                Login
              </LandingButtonLink>
            )}
            <Button size="lg" variant="default" onClick={() => scrollToSection('about')}>
              Learn More
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
