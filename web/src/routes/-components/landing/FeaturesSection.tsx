import { SimpleGrid } from '@mantine/core';
import {
  IconBolt,
  IconBook,
  IconChartBar,
  IconDatabase,
  IconMessageChatbot,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { IconCard } from './IconCard.tsx';
import { LandingSection } from './LandingSection.tsx';

const FEATURES: { title: MessageKey; text: MessageKey; icon: Icon }[] = [
  {
    title: 'public.features.courses.title',
    text: 'public.features.courses.text',
    icon: IconBook,
  },
  {
    title: 'public.features.enrollment.title',
    text: 'public.features.enrollment.text',
    icon: IconUserPlus,
  },
  {
    title: 'public.features.activities.title',
    text: 'public.features.activities.text',
    icon: IconMessageChatbot,
  },
  {
    title: 'public.features.stores.title',
    text: 'public.features.stores.text',
    icon: IconDatabase,
  },
  {
    title: 'public.features.realTime.title',
    text: 'public.features.realTime.text',
    icon: IconBolt,
  },
  {
    title: 'public.features.analytics.title',
    text: 'public.features.analytics.text',
    icon: IconChartBar,
  },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <LandingSection
      id="features"
      title={t('public.features.title')}
      intro={t('public.features.intro')}
      bg="var(--mantine-color-default-hover)"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((feature) => (
          <IconCard
            key={feature.title}
            icon={feature.icon}
            title={t(feature.title)}
            text={t(feature.text)}
            iconProps={{ variant: 'gradient', gradient: { from: 'indigo', to: 'cyan' } }}
          />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
