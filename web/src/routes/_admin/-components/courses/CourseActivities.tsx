import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '~/components/router-links/router-links.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { formatDate } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Every activity of a course with a link to its insights, answered or not: the
 * submissions list only reaches activities someone has answered.
 */
export function CourseActivities({ courseId }: { courseId: string }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.courses.activities.queryOptions({ id: courseId }));
  if (list.isPending) return <Loader size="sm" aria-label="Loading activities" />;
  if (list.isError) return <Text c="red">{errorMessage(list.error)}</Text>;
  if (list.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No activities in this course yet.
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.data.map((activity) => (
        <Group component="li" key={activity.id} justify="space-between" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {activity.title}
              </Text>
              {activity.status === 'draft' && (
                <Badge size="xs" variant="light" color="gray">
                  Draft
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {plural(activity.students, 'student started', 'students started')},{' '}
              {activity.submitted} submitted
              {activity.endDate && ` · due ${formatDate(new Date(activity.endDate))}`}
            </Text>
          </div>
          <AnchorLink
            to="/admin/insights/$activityId"
            params={{ activityId: activity.id }}
            size="sm"
            aria-label={`Insights of ${activity.title}`}
          >
            <Group gap={4} wrap="nowrap">
              <IconChartBar size={14} aria-hidden />
              Insights
            </Group>
          </AnchorLink>
        </Group>
      ))}
    </Stack>
  );
}
