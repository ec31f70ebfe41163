import { SimpleGrid } from '@mantine/core';
import { IconChalkboard, IconSchool, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { IconCard } from './IconCard.tsx';
import { LandingSection } from './LandingSection.tsx';

const ROLES: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'For teachers',
    text: 'Create a chat activity from your own files, set its dates and model, and read every student conversation afterwards.',
    icon: IconChalkboard,
  },
  {
    title: 'For students',
    text: 'See your courses and deadlines, ask the assistant about the material at any hour, and submit the activity when you are done.',
    icon: IconSchool,
  },
  {
    title: 'For admins',
    text: 'Add courses, teachers and students, manage enrollments, and review submissions across the whole institution.',
    icon: IconUsersGroup,
  },
];

export function AboutSection() {
  return (
    <LandingSection
      id="about"
      title="About TeachChat"
      intro="TeachChat is an open-source platform for schools and universities. Every answer the assistant gives comes from the material a teacher attached to the activity, so students learn from the course rather than from the open internet, and teachers can see what was asked."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {ROLES.map((role) => (
          <IconCard key={role.title} icon={role.icon} title={role.title} text={role.text} />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
