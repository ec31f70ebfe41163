import { AspectRatio, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc.ts';
import { ChatPreview } from './ChatPreview.tsx';
import { demoEmbed } from './demo-embed.ts';

export function DemoSection() {
  const trpc = useTRPC();
  const { data: config } = useQuery(trpc.public.config.queryOptions());
  const embed = demoEmbed(config?.demoVideoUrl);

  return (
    <Container
      component="section"
      id="demo"
      data-landing-section
      size="lg"
      py={{ base: 56, sm: 88 }}
    >
      <Stack gap="xl" align="center">
        <Stack gap="xs" align="center" ta="center">
          <Title order={2}>Demo</Title>
          <Text c="dimmed" size="lg" maw={640}>
            {embed
              ? 'A short tour of TeachChat from a teacher’s and a student’s point of view.'
              : 'What a student sees in an activity: a question, and an answer drawn from the course material with its sources.'}
          </Text>
        </Stack>
        {embed ? (
          <Paper withBorder shadow="md" w="100%" maw={960} style={{ overflow: 'hidden' }}>
            <AspectRatio ratio={16 / 9}>
              {embed.kind === 'video' ? (
                <video
                  src={embed.src}
                  controls
                  preload="metadata"
                  aria-label="TeachChat demo video"
                />
              ) : (
                <iframe
                  src={embed.src}
                  title="TeachChat demo video"
                  allow="accelerometer; encrypted-media; fullscreen; picture-in-picture"
                  allowFullScreen
                  loading="lazy"
                  referrerPolicy="strict-origin-when-cross-origin"
                  style={{ border: 0 }}
                />
              )}
            </AspectRatio>
          </Paper>
        ) : (
          <ChatPreview />
        )}
      </Stack>
    </Container>
  );
}
