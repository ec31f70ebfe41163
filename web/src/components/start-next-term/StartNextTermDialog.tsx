import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { T } from '~/i18n/T.tsx';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { formatDay } from '~/lib/format.ts';
import type { AppRouter } from '~/lib/trpc.ts';

/** What copying one course into the next term makes (teacher's and admin's alike). */
export type NextTermPlan = inferRouterOutputs<AppRouter>['teacher']['courses']['nextTerm'];

interface StartNextTermDialogProps {
  opened: boolean;
  onClose: () => void;
  plan: NextTermPlan | undefined;
  /** Why there is no plan: no term, no later term. */
  planError: unknown;
  copying: boolean;
  onConfirm: () => void;
}

/**
 * Start next term for one course: names the copy (code, term, dates, activities) and what
 * stays behind, and copies only on confirmation. A course that cannot go says why.
 */
export function StartNextTermDialog(props: StartNextTermDialogProps) {
  const { opened, onClose, plan, planError, copying, onConfirm } = props;
  const t = useT();
  const row = plan?.course;
  return (
    <Modal opened={opened} onClose={onClose} title={t('app.startNextTerm.title')} centered>
      <Stack gap="sm">
        {planError ? (
          <Text c="red">{errorMessage(planError)}</Text>
        ) : !plan || !row ? (
          <Loader size="sm" aria-label={t('app.startNextTerm.loading')} />
        ) : (
          <>
            <Text>
              <T
                id="app.startNextTerm.copies"
                values={{
                  course: `${row.courseCode} ${row.title}`,
                  from: plan.from.name,
                  to: plan.to.name,
                  code: row.newCode,
                  start: formatDay(row.startDate),
                  end: formatDay(row.endDate),
                }}
                components={{ 0: <b />, 1: <b />, 2: <b /> }}
              />
            </Text>
            <Text size="sm">
              {t('app.startNextTerm.along', { count: row.activities, days: plan.offsetDays })}
            </Text>
            {row.problem && <Text c="red">{row.problem}</Text>}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.startNextTerm.cancel')}
          </Button>
          <Button loading={copying} disabled={!row || row.problem !== null} onClick={onConfirm}>
            {t('app.startNextTerm.copy', { term: plan?.to.name ?? '…' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
