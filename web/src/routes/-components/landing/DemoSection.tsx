import { AspectRatio, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc.ts';
import { ChatPreview } from './ChatPreview.tsx';
import { demoEmbed } from './demo-embed.ts';
import { LandingSection } from './LandingSection.tsx';

export function DemoSection() {
  const trpc = useTRPC();
  const { data: config } = useQuery(trpc.public.config.queryOptions());
  const embed = demoEmbed(config?.demoVideoUrl);

  return (
    <LandingSection
      id="demo"
      title="Demo"
      align="center"
      intro={
        embed
          ? 'A short tour of TeachChat from a teacher’s and a student’s point of view.'
          : 'What a student sees in an activity: a question, and an answer drawn from the course material with its sources.'
      }
    >
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
    </LandingSection>
  );
}
