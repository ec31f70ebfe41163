import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ActivityCreateInput } from '@teachchat/shared';
import { useState } from 'react';
import { postMultipart, UploadError } from '~/components/teacher/upload/post-multipart.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

/**
 * Sends the form and its files in one multipart upload, with real progress, then opens the
 * new activity's details, where its material's ingestion shows live.
 */
export function useCreateActivity() {
  const trpc = useTRPC();
  const t = useT();
  const createFailed = t('teacher.create.failed');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);

  async function create(input: ActivityCreateInput, files: File[]): Promise<boolean> {
    const form = new FormData();
    form.append('activity', JSON.stringify(input));
    for (const file of files) form.append('files', file, file.name);
    setSaving(input.publish === false ? 'draft' : 'publish');
    setProgress(0);
    try {
      const { id } = await postMultipart<{ id: string }>({
        url: '/api/teacher/activities',
        form,
        onProgress: setProgress,
        fallbackError: createFailed,
      });
      notifications.show(
        input.publish === false
          ? {
              color: 'green',
              title: t('teacher.create.draftSaved'),
              message: t('teacher.create.draftSavedText'),
            }
          : {
              color: 'green',
              title: t('teacher.create.success'),
              message: t('teacher.create.created'),
            },
      );
      await Promise.all([
        queryClient.invalidateQueries(trpc.teacher.activities.pathFilter()),
        queryClient.invalidateQueries(trpc.teacher.courses.pathFilter()),
        queryClient.invalidateQueries(trpc.teacher.dashboard.pathFilter()),
      ]);
      await navigate({ to: '/activities', search: { activity: id } });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('teacher.create.error'),
        message: error instanceof UploadError ? error.message : createFailed,
      });
      return false;
    } finally {
      setSaving(null);
      setProgress(null);
    }
  }

  return { create, progress, saving };
}
