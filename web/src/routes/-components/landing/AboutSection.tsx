import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChalkboard, IconSchool, IconUsersGroup, type Icon } from '@tabler/icons-react';

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
    <Container
      component="section"
      id="about"
      data-landing-section
      size="lg"
      py={{ base: 56, sm: 88 }}
    >
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={2}>About TeachChat</Title>
          <Text c="dimmed" maw={720} size="lg">
            TeachChat is an open-source platform for schools and universities. Every answer the
            assistant gives comes from the material a teacher attached to the activity, so students
            learn from the course rather than from the open internet, and teachers can see what was
            asked.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {ROLES.map((role) => (
            <Card key={role.title} withBorder padding="lg">
              <ThemeIcon size={44} radius="md" variant="light">
                <role.icon size={24} />
              </ThemeIcon>
              <Text fw={700} mt="md">
                {role.title}
              </Text>
              <Text size="sm" c="dimmed" mt={6}>
                {role.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
