import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { plural } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';

type Column = { status: 'pending' | 'synced' | 'failed'; attempts: number; error: string | null };

const columnText = (column: Column | null) =>
  !column
    ? 'the LMS made its column'
    : column.status === 'synced'
      ? 'column ready'
      : column.status === 'pending'
        ? 'column being made'
        : `column not made yet (${column.error ?? 'the LMS could not be reached'}; tried ${plural(column.attempts, 'time', 'times')})`;

/**
 * Grade passback of one LMS course, activity by activity: its column in the LMS gradebook
 * and how its scores fared, with the LMS's last answer while one is not sent yet.
 */
export function LinkedCourseGrades({ contextId }: { contextId: string }) {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.admin.lti.grades.queryOptions({ contextId }));
  if (!data || data.length === 0) return null;
  return (
    <List size="xs" c="dimmed" aria-label="Grades sent to the LMS">
      {data.map((a) => (
        <List.Item key={a.activityId}>
          <Text span size="xs" fw={500}>
            {a.title}
          </Text>
          : {columnText(a.column)}; {plural(a.sent, 'score', 'scores')} sent
          {a.pending > 0 && `, ${a.pending} sending`}
          {a.failed > 0 &&
            `, ${a.failed} not sent yet (${a.lastError ?? 'the LMS could not be reached'})`}
        </List.Item>
      ))}
    </List>
  );
}
