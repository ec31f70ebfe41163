import { AspectRatio, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { ChatPreview } from './ChatPreview.tsx';
import { demoEmbed } from './demo-embed.ts';
import { LandingSection } from './LandingSection.tsx';

export function DemoSection() {
  const trpc = useTRPC();
  const { data: config } = useQuery(trpc.public.config.queryOptions());
  const embed = demoEmbed(config?.demoVideoUrl);
  const t = useT();

  return (
    <LandingSection
      id="demo"
      title={t('public.demo.title')}
      align="center"
      intro={t(embed ? 'public.demo.introVideo' : 'public.demo.introPreview')}
    >
      {embed ? (
        <Paper withBorder shadow="md" w="100%" maw={960} style={{ overflow: 'hidden' }}>
          <AspectRatio ratio={16 / 9}>
            {embed.kind === 'video' ? (
              <video
                src={embed.src}
                controls
                preload="metadata"
                aria-label={t('public.demo.videoLabel')}
              />
            ) : (
              <iframe
                src={embed.src}
                title={t('public.demo.videoLabel')}
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
