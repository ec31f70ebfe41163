import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { departmentLabel } from '@teachchat/shared';
import { formatLongDate } from '../../../../lib/format.ts';
import type { StudentProfile } from '../common/student-types.ts';

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
    <Paper withBorder p="lg" h="100%" component="section" aria-labelledby="student-information">
      <Title order={3} size="h4" mb="md" id="student-information">
        Student Information
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Field label="Full Name" value={profile.fullName} />
        <Field label="Email Address" value={profile.email} />
        <Field
          label="Department"
          value={departmentLabel(profile.departmentCode) ?? 'Not specified'}
        />
        <Field label="Join Date" value={formatLongDate(profile.joinedAt)} />
      </SimpleGrid>
    </Paper>
  );
}
