import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMail } from '@tabler/icons-react';
import { departmentLabel } from '@teachchat/shared';
import { formatLongDate } from '~/lib/format.ts';
import type { StudentProfile } from '../common/student-types.ts';
import { SkillsEditor } from './SkillsEditor.tsx';

function initials(profile: StudentProfile): string {
  return `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
}

/** "Computer Science Student", or just "Student" without a department. */
export function studentTitle(departmentCode: string | null): string {
  const department = departmentLabel(departmentCode);
  return department ? `${department} Student` : 'Student';
}

export function ProfileHeader({ profile }: { profile: StudentProfile }) {
  return (
    <Paper withBorder p="lg">
      <Group align="flex-start" gap="lg">
        <Avatar
          src={profile.avatarUrl}
          alt={profile.fullName}
          size={96}
          radius={96}
          color="indigo"
          imageProps={{ referrerPolicy: 'no-referrer' }}
        >
          {initials(profile)}
        </Avatar>
        <Stack gap={6} style={{ flex: 1 }} miw={220}>
          <Title order={3}>{profile.fullName}</Title>
          <Text c="dimmed" fw={500}>
            {studentTitle(profile.departmentCode)}
          </Text>
          <Group gap="lg">
            <Group gap={6}>
              <IconMail size={16} aria-hidden />
              <Text size="sm">{profile.email}</Text>
            </Group>
            <Group gap={6}>
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">Joined: {formatLongDate(profile.joinedAt)}</Text>
            </Group>
          </Group>
          <SkillsEditor skills={profile.skills} />
        </Stack>
      </Group>
    </Paper>
  );
}
