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
import { IconCard } from './IconCard.tsx';
import { LandingSection } from './LandingSection.tsx';

const FEATURES: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Course creation',
    text: 'Admins create courses with a code, department, dates, capacity and credits, and assign each one to a teacher.',
    icon: IconBook,
  },
  {
    title: 'Teacher enrollment',
    text: 'Admins add teachers and students to the platform and enroll students in the courses they take.',
    icon: IconUserPlus,
  },
  {
    title: 'Chatbot assignments to courses',
    text: 'Teachers turn PDF, DOCX, TXT or CSV files into a chat activity attached to one of their courses, with start and end dates.',
    icon: IconMessageChatbot,
  },
  {
    title: 'Vector database selection',
    text: 'Each activity indexes its material in the store you choose: built-in PostgreSQL, Chroma, Pinecone or FAISS.',
    icon: IconDatabase,
  },
  {
    title: 'Real-time assistance',
    text: 'Answers stream to the student as they are written and name the file and page they were drawn from.',
    icon: IconBolt,
  },
  {
    title: 'Learning analytics',
    text: 'Teachers and admins see submissions, time spent chatting, and which answers students found helpful.',
    icon: IconChartBar,
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="Features"
      intro="Everything a course needs to run AI chat activities, from enrollment to analytics."
      bg="var(--mantine-color-default-hover)"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((feature) => (
          <IconCard
            key={feature.title}
            icon={feature.icon}
            title={feature.title}
            text={feature.text}
            iconProps={{ variant: 'gradient', gradient: { from: 'indigo', to: 'cyan' } }}
          />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
