import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '~/components/router-links/router-links.tsx';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { formatDate } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';

/**
 * Every activity of a course with a link to its insights, answered or not: the
 * submissions list only reaches activities someone has answered.
 */
export function CourseActivities({ courseId }: { courseId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.courses.activities.queryOptions({ id: courseId }));
  if (list.isPending) return <Loader size="sm" aria-label={t('admin.courses.loadingActivities')} />;
  if (list.isError) return <Text c="red">{errorMessage(list.error)}</Text>;
  if (list.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.courses.noActivities')}
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
                  {t('admin.courses.draft')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('admin.courses.activityProgress', {
                students: activity.students,
                submitted: activity.submitted,
              })}
              {activity.endDate &&
                ` · ${t('admin.courses.due', { date: formatDate(new Date(activity.endDate)) })}`}
            </Text>
          </div>
          <AnchorLink
            to="/admin/insights/$activityId"
            params={{ activityId: activity.id }}
            size="sm"
            aria-label={t('admin.courses.insightsOf', { title: activity.title })}
          >
            <Group gap={4} wrap="nowrap">
              <IconChartBar size={14} aria-hidden />
              {t('admin.courses.insights')}
            </Group>
          </AnchorLink>
        </Group>
      ))}
    </Stack>
  );
}
