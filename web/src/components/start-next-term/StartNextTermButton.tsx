import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import type { AppRouter, Trpc } from '~/lib/trpc.ts';
import { StartNextTermDialog } from './StartNextTermDialog.tsx';

/** The course made by the copy (teacher's and admin's alike). */
export type NextTermCopy = inferRouterOutputs<AppRouter>['teacher']['courses']['startNextTerm'];

/** The plan and the copy: the admin's `trpc.admin.terms` or the teacher's `trpc.teacher.courses`. */
type NextTermProcedures = Pick<Trpc['admin']['terms'], 'nextTerm' | 'startNextTerm'>;

interface StartNextTermButtonProps {
  courseId: string;
  procedures: NextTermProcedures;
  /** The green toast's text once copied. */
  copiedMessage: (copy: NextTermCopy) => string;
  /** After the toast, with the dialog closed: refresh, open the copy… */
  onCopied: (copy: NextTermCopy) => void;
}

/** Start next term for one course: asks first (the plan is read only then), then copies. */
export function StartNextTermButton(props: StartNextTermButtonProps) {
  const { courseId, procedures, copiedMessage, onCopied } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  const plan = useQuery(
    procedures.nextTerm.queryOptions({ courseId }, { enabled: open, staleTime: 0, retry: false }),
  );
  const copy = useMutation(
    procedures.startNextTerm.mutationOptions({
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          title: t('app.startNextTerm.started'),
          message: copiedMessage(created),
        });
        setOpen(false);
        onCopied(created);
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
