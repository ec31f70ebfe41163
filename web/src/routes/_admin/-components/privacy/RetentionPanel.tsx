import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { QueryRows } from '~/components/table-state-rows/TableStateRows.tsx';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { asDate, formatDateTime } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';

type Periods = {
  conversationDays: number | null;
  submissionYears: number | null;
  auditYears: number | null;
};
const FIELDS: { key: keyof Periods; label: MessageKey; unit: MessageKey }[] = [
  {
    key: 'conversationDays',
    label: 'admin.privacy.retention.conversations',
    unit: 'admin.privacy.retention.conversationsUnit',
  },
  {
    key: 'submissionYears',
    label: 'admin.privacy.retention.submissions',
    unit: 'admin.privacy.retention.submissionsUnit',
  },
  {
    key: 'auditYears',
    label: 'admin.privacy.retention.audit',
    unit: 'admin.privacy.retention.auditUnit',
  },
];

/**
 * Retention: the school's periods (empty keeps for ever), what the next nightly run will
 * clear per course, Run now, and the log of runs.
 */
export function RetentionPanel() {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.admin.retention.settings.queryOptions());
  const preview = useQuery(trpc.admin.retention.preview.queryOptions());
  const log = useQuery(trpc.admin.retention.log.queryOptions());
  // The saved periods until the admin edits one.
  const [edited, setDraft] = useState<Periods | null>(null);
  const draft = edited ?? settings.data ?? null;
  const refresh = () => queryClient.invalidateQueries(trpc.admin.retention.pathFilter());
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('admin.privacy.error'),
      message: errorMessage(error),
    });
  const save = useMutation(
    trpc.admin.retention.saveSettings.mutationOptions({ onSuccess: refresh, onError: failed }),
  );
  const run = useMutation(
    trpc.admin.retention.runNow.mutationOptions({
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('admin.privacy.retention.title'),
          message: t('admin.privacy.retention.done'),
        });
        void refresh();
      },
      onError: failed,
    }),
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('admin.privacy.retention.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.privacy.retention.hint')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {FIELDS.map((f) => (
            <NumberInput
              key={f.key}
              label={t(f.label)}
              description={t(f.unit)}
              min={1}
              allowDecimal={false}
              // Nothing typed before the saved periods arrive is lost to them.
              disabled={!draft}
              value={draft?.[f.key] ?? ''}
              onChange={(v) =>
                draft && setDraft({ ...draft, [f.key]: typeof v === 'number' ? v : null })
              }
            />
          ))}
          {settings.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(settings.error)}
            </Text>
          )}
          <Button
            loading={save.isPending}
            disabled={!draft}
            onClick={() => draft && save.mutate(draft)}
          >
            {t('admin.privacy.retention.save')}
          </Button>
        </Group>
        <Title order={4} size="h5">
          {t('admin.privacy.retention.nextRun')}
        </Title>
        <AdminTable
          label={t('admin.privacy.retention.nextRunLabel')}
          columns={[
            t('admin.privacy.retention.course'),
            t('admin.privacy.retention.messages'),
            t('admin.privacy.retention.questions'),
            t('admin.privacy.retention.feedback'),
          ]}
        >
          <QueryRows
            query={{ data: preview.data?.courses, error: preview.error }}
            columns={4}
            empty={t('admin.privacy.retention.nothingDue')}
          >
            {(rows) =>
              rows.map((c) => (
                <Table.Tr key={c.courseId}>
                  <Table.Td>
                    {t('admin.privacy.retention.courseName', {
                      code: c.courseCode,
                      title: c.title,
                    })}
                  </Table.Td>
                  <Table.Td>{c.messages}</Table.Td>
                  <Table.Td>{c.questions}</Table.Td>
                  <Table.Td>{c.feedback}</Table.Td>
                </Table.Tr>
              ))
            }
          </QueryRows>
        </AdminTable>
        <Text size="sm">
          {t('admin.privacy.retention.auditDue', { count: preview.data?.auditEntries ?? 0 })}
        </Text>
        <Group>
          <Button variant="light" color="red" loading={run.isPending} onClick={() => run.mutate()}>
            {t('admin.privacy.retention.runNow')}
          </Button>
        </Group>
        <Title order={4} size="h5">
          {t('admin.privacy.retention.runs')}
        </Title>
        <AdminTable
          label={t('admin.privacy.retention.runsLabel')}
          columns={[
            t('admin.privacy.retention.started'),
            t('admin.privacy.retention.by'),
            t('admin.privacy.retention.messages'),
            t('admin.privacy.retention.questions'),
            t('admin.privacy.retention.feedback'),
            t('admin.privacy.retention.auditEntries'),
          ]}
        >
          <QueryRows query={log} columns={6} empty={t('admin.privacy.retention.noRuns')}>
            {(rows) =>
              rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(asDate(r.startedAt))}</Table.Td>
                  <Table.Td>
                    {r.trigger === 'admin'
                      ? t('admin.privacy.retention.byAdmin')
                      : t('admin.privacy.retention.bySchedule')}
                  </Table.Td>
                  <Table.Td>{r.counts.messages ?? 0}</Table.Td>
                  <Table.Td>{r.counts.questions ?? 0}</Table.Td>
                  <Table.Td>{r.counts.feedback ?? 0}</Table.Td>
                  <Table.Td>{r.counts.auditEntries ?? 0}</Table.Td>
                </Table.Tr>
              ))
            }
          </QueryRows>
        </AdminTable>
      </Stack>
    </Paper>
  );
}
