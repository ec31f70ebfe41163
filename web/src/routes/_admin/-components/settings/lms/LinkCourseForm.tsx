import { Button, Group, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { WHOLE_LIST } from '../../queries.ts';
import type { LtiPlatformRow } from './lms-types.ts';

/**
 * Links an LMS course (its context id, as the LMS shows it) to an existing TeachChat
 * course before anyone launches from it; launches then land in that course.
 */
export function LinkCourseForm({ platform }: { platform: LtiPlatformRow }) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const courses = useQuery(trpc.admin.courses.list.queryOptions(WHOLE_LIST));
  const [contextId, setContextId] = useState('');
  const [courseId, setCourseId] = useState<string | null>(null);
  const link = useMutation(
    trpc.admin.lti.linkCourse.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.admin.lti.settings.queryFilter());
        notifications.show({
          color: 'green',
          title: t('admin.settings.lms.courseLinked'),
          message: contextId,
        });
        setContextId('');
        setCourseId(null);
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
    <Group align="flex-end" gap="xs">
      <TextInput
        label={t('admin.settings.lms.contextId')}
        value={contextId}
        onChange={(e) => setContextId(e.currentTarget.value)}
      />
      <Select
        label={t('admin.settings.lms.course')}
        placeholder={t('admin.settings.lms.selectCourse')}
        searchable
        data={(courses.data ?? []).map((c) => ({
          value: c.id,
          label: t('admin.settings.lms.courseOption', { code: c.courseCode, title: c.title }),
        }))}
        value={courseId}
        onChange={setCourseId}
        style={{ flex: 1 }}
      />
      <Button
        variant="light"
        disabled={!contextId.trim() || !courseId}
        loading={link.isPending}
        onClick={() =>
          courseId &&
          link.mutate({ platformId: platform.id, contextId: contextId.trim(), courseId })
        }
      >
        {t('admin.settings.lms.linkCourse')}
      </Button>
    </Group>
  );
}
