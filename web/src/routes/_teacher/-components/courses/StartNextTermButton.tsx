import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { StartNextTermDialog } from '~/components/start-next-term/StartNextTermDialog.tsx';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';

/**
 * Start next term for one of the teacher's courses: asks first, then opens the copy's
 * activities, drafts to review and publish.
 */
export function StartNextTermButton({ courseId }: { courseId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const plan = useQuery(
    trpc.teacher.courses.nextTerm.queryOptions(
      { courseId },
      { enabled: open, staleTime: 0, retry: false },
    ),
  );
  const copy = useMutation(
    trpc.teacher.courses.startNextTerm.mutationOptions({
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          title: t('app.startNextTerm.started'),
          message: t('teacher.startNextTerm.ready', { code: created.courseCode }),
        });
        void queryClient.invalidateQueries(trpc.teacher.pathFilter());
        setOpen(false);
        void navigate({ to: '/activities', search: { tab: 'drafts', courseId: created.courseId } });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('app.startNextTerm.failed'),
          message: errorMessage(error),
        }),
    }),
  );
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarPlus size={16} />}
        onClick={() => setOpen(true)}
      >
        {t('app.startNextTerm.button')}
      </Button>
      <StartNextTermDialog
        opened={open}
        onClose={() => setOpen(false)}
        plan={plan.data}
        planError={plan.error}
        copying={copy.isPending}
        onConfirm={() => copy.mutate({ courseId })}
      />
    </>
  );
}
