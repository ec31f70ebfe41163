import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMail } from '@tabler/icons-react';
import { formatLongDate } from '~/lib/format.ts';
import type { StudentProfile } from '../common/student-types.ts';
import { SkillsEditor } from './SkillsEditor.tsx';
import { departmentName } from '~/i18n/departments.ts';
import { t as translate } from '~/i18n/t.ts';
import { useT } from '~/i18n/use-t.ts';

function initials(profile: StudentProfile): string {
  return `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
}

/** "Computer Science Student", or just "Student" without a department. */
export function studentTitle(departmentCode: string | null): string {
  const department = departmentName(departmentCode);
  return department
    ? translate('student.profile.studentOf', { department })
    : translate('student.profile.student');
}

export function ProfileHeader({ profile }: { profile: StudentProfile }) {
  const t = useT();
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
              <Text size="sm">
                {t('student.profile.joined', { date: formatLongDate(profile.joinedAt) })}
              </Text>
            </Group>
          </Group>
          <SkillsEditor skills={profile.skills} />
        </Stack>
      </Group>
    </Paper>
  );
}
