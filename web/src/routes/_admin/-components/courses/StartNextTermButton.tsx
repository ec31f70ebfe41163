import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StartNextTermDialog } from '~/components/start-next-term/StartNextTermDialog.tsx';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';

/** Start next term for one course, from its details: asks first, then copies. */
export function StartNextTermButton({
  courseId,
  onDone,
}: {
  courseId: string;
  onDone: () => void;
}) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const plan = useQuery(
    trpc.admin.terms.nextTerm.queryOptions(
      { courseId },
      { enabled: open, staleTime: 0, retry: false },
    ),
  );
  const copy = useMutation(
    trpc.admin.terms.startNextTerm.mutationOptions({
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          title: t('app.startNextTerm.started'),
          message: t('admin.startNextTerm.copied', { code: created.courseCode }),
        });
        void queryClient.invalidateQueries(trpc.admin.courses.pathFilter());
        void queryClient.invalidateQueries(trpc.admin.terms.pathFilter());
        setOpen(false);
        onDone();
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
