import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { LinkedCourseGrades } from './LinkedCourseGrades.tsx';
import type { LtiPlatformRow } from './lms-types.ts';
import { rosterSummary } from '~/components/lms-roster/roster-summary.ts';

type Course = LtiPlatformRow['courses'][number];

/** An LMS course linked to a TeachChat course, its last roster sync, and a sync button. */
export function LinkedCourse({ course }: { course: Course }) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const sync = useMutation(
    trpc.admin.lti.syncRoster.mutationOptions({
      onSuccess: async (summary) => {
        await queryClient.invalidateQueries(trpc.admin.lti.settings.queryFilter());
        notifications.show({
          color: 'green',
          title: t('admin.settings.lms.rosterSynced'),
          message: rosterSummary(summary),
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('admin.settings.error'),
          message: error.message,
        }),
    }),
  );
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <div>
        <Text size="sm">
          {t('admin.settings.lms.linkedCourse', {
            code: course.courseCode,
            title: course.title,
            contextId: course.contextId,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {course.lastSync ? rosterSummary(course.lastSync) : t('admin.settings.lms.notSynced')}
        </Text>
        <LinkedCourseGrades contextId={course.id} />
      </div>
      <Button
        size="xs"
        variant="light"
        loading={sync.isPending}
        onClick={() => sync.mutate({ contextId: course.id })}
        aria-label={t('admin.settings.lms.syncRosterOf', { code: course.courseCode })}
      >
        {t('admin.settings.lms.syncRoster')}
      </Button>
    </Group>
  );
}
