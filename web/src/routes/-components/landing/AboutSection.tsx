import { SimpleGrid } from '@mantine/core';
import { IconChalkboard, IconSchool, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { IconCard } from './IconCard.tsx';
import { LandingSection } from './LandingSection.tsx';

const ROLES: { title: MessageKey; text: MessageKey; icon: Icon }[] = [
  {
    title: 'public.about.teachers.title',
    text: 'public.about.teachers.text',
    icon: IconChalkboard,
  },
  {
    title: 'public.about.students.title',
    text: 'public.about.students.text',
    icon: IconSchool,
  },
  { title: 'public.about.admins.title', text: 'public.about.admins.text', icon: IconUsersGroup },
];

export function AboutSection() {
  const t = useT();
  return (
    <LandingSection id="about" title={t('public.about.title')} intro={t('public.about.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {ROLES.map((role) => (
          <IconCard key={role.title} icon={role.icon} title={t(role.title)} text={t(role.text)} />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
