import { SimpleGrid, Text } from '@mantine/core';
import { departmentLabel } from '@teachchat/shared';
import { formatLongDate } from '~/lib/format.ts';
import type { StudentProfile } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';

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
  return (
    <Panel title="Student Information" fill>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Field label="Full Name" value={profile.fullName} />
        <Field label="Email Address" value={profile.email} />
        <Field
          label="Department"
          value={departmentLabel(profile.departmentCode) ?? 'Not specified'}
        />
        <Field label="Join Date" value={formatLongDate(profile.joinedAt)} />
      </SimpleGrid>
    </Panel>
  );
}
