import { SimpleGrid, Text } from '@mantine/core';
import { formatLongDate } from '~/lib/format.ts';
import type { StudentProfile } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';
import { useT } from '~/i18n/use-t.ts';
import { departmentName } from '~/i18n/departments.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

export function StudentInformation({ profile }: { profile: StudentProfile }) {
  const t = useT();
  return (
    <Panel title={t('student.profile.information')} fill>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Field label={t('student.profile.fullName')} value={profile.fullName} />
        <Field label={t('student.profile.email')} value={profile.email} />
        <Field
          label={t('student.profile.department')}
          value={departmentName(profile.departmentCode) ?? t('student.profile.notSpecified')}
        />
        <Field label={t('student.profile.joinDate')} value={formatLongDate(profile.joinedAt)} />
      </SimpleGrid>
    </Panel>
  );
}
