import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One landing-page section: an anchor target with a centred heading and intro. */
export function LandingSection(props: {
  id: string;
  title: string;
  intro: ReactNode;
  /** A band of colour behind the whole width. */
  bg?: string;
  align?: 'center' | 'stretch';
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={props.id}
      data-landing-section
      py={{ base: 56, sm: 88 }}
      bg={props.bg}
    >
      <Container size="lg">
        <Stack gap="xl" align={props.align ?? 'stretch'}>
          <Stack gap="xs" align="center" ta="center">
            <Title order={2}>{props.title}</Title>
            <Text c="dimmed" size="lg" maw={720}>
              {props.intro}
            </Text>
          </Stack>
          {props.children}
        </Stack>
      </Container>
    </Box>
  );
}
