import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../lib/format.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import type { TeacherActivityDetail } from '../common/teacher-types.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The details dialog's facts: LLM Type, Vector Type and Temperature Value, and more. */
export function ActivityFacts({ activity }: { activity: TeacherActivityDetail }) {
  const trpc = useTRPC();
  // Labels only; the raw value stands in while they load or if they cannot.
  const { data: choices } = useQuery(trpc.models.list.queryOptions());
  const model = choices?.models.find((m) => m.value === activity.model)?.label ?? activity.model;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
      <Fact label="Course" value={`${activity.courseTitle} (${activity.courseCode})`} />
      <Fact label="LLM Type" value={model} />
      <Fact label="Vector Type" value={activity.vectorStore} />
      <Fact label="Temperature Value" value={activity.temperature.toFixed(1)} />
      <Fact
        label="Start Date"
        value={activity.startDate ? formatDate(activity.startDate) : 'Not set'}
      />
      <Fact label="End Date" value={activity.endDate ? formatDate(activity.endDate) : 'Not set'} />
      <Fact
        label="Estimated Time"
        value={activity.estimatedMinutes ? `${activity.estimatedMinutes} min` : 'Not set'}
      />
      <Fact label="Student Responses" value={String(activity.responseCount)} />
      <Fact label="Created" value={formatDate(activity.createdAt)} />
    </SimpleGrid>
  );
}
