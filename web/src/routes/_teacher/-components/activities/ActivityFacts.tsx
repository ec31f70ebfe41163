import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { Detail } from '~/components/detail/Detail.tsx';
import { creativityText, storeLabel } from '../common/assistant-words.ts';
import type { TeacherActivityDetail } from '../common/teacher-types.ts';

/** The details dialog's facts: the model, where the material is indexed, creativity, and more. */
export function ActivityFacts({ activity }: { activity: TeacherActivityDetail }) {
  const trpc = useTRPC();
  // Labels only; the raw value stands in while they load or if they cannot.
  const { data: choices } = useQuery(trpc.models.list.queryOptions());
  const model = choices?.models.find((m) => m.value === activity.model)?.label ?? activity.model;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
      <Detail label="Course" kind="fact">
        {`${activity.courseTitle} (${activity.courseCode})`}
      </Detail>
      <Detail label="Model" kind="fact">
        {model}
      </Detail>
      <Detail label="Material indexed in" kind="fact">
        {storeLabel(activity.vectorStore)}
      </Detail>
      <Detail label="Creativity" kind="fact">
        {creativityText(activity.temperature)}
      </Detail>
      <Detail label="Start Date" kind="fact">
        {activity.startDate ? formatDate(activity.startDate) : 'Not set'}
      </Detail>
      <Detail label="End Date" kind="fact">
        {activity.endDate ? formatDate(activity.endDate) : 'Not set'}
      </Detail>
      <Detail label="Estimated Time" kind="fact">
        {activity.estimatedMinutes ? `${activity.estimatedMinutes} min` : 'Not set'}
      </Detail>
      <Detail label="Student Responses" kind="fact">
        {String(activity.responseCount)}
      </Detail>
      <Detail label="Created" kind="fact">
        {formatDate(activity.createdAt)}
      </Detail>
    </SimpleGrid>
  );
}
