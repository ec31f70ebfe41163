import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { localDateTime } from '@teachchat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from '../../../../components/admin/AdminTable.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

type Periods = {
  conversationDays: number | null;
  submissionYears: number | null;
  auditYears: number | null;
};
const FIELDS: { key: keyof Periods; label: string; unit: string }[] = [
  { key: 'conversationDays', label: 'Delete conversations', unit: 'days after the course ends' },
  {
    key: 'submissionYears',
    label: 'Keep submissions and feedback',
    unit: 'years after the course ends',
  },
  { key: 'auditYears', label: 'Keep the audit trail', unit: 'years' },
];

/**
 * Retention: the school's periods (empty keeps for ever), what the next nightly run will
 * clear per course, Run now, and the log of runs.
 */
export function RetentionPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.admin.retention.settings.queryOptions());
  const preview = useQuery(trpc.admin.retention.preview.queryOptions());
  const log = useQuery(trpc.admin.retention.log.queryOptions());
  // The saved periods until the admin edits one.
  const [edited, setDraft] = useState<Periods | null>(null);
  const draft = edited ?? settings.data ?? null;
  const refresh = () => queryClient.invalidateQueries(trpc.admin.retention.pathFilter());
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) });
  const save = useMutation(
    trpc.admin.retention.saveSettings.mutationOptions({ onSuccess: refresh, onError: failed }),
  );
  const run = useMutation(
    trpc.admin.retention.runNow.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', title: 'Retention', message: 'The run is done.' });
        void refresh();
      },
      onError: failed,
    }),
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Retention
        </Title>
        <Text size="sm" c="dimmed">
          Runs every night. Deleting removes the text and keeps the counts, so past terms&apos;
          figures stay true. Leave a period empty to keep for ever.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {FIELDS.map((f) => (
            <NumberInput
              key={f.key}
              label={f.label}
              description={f.unit}
              min={1}
              allowDecimal={false}
              value={draft?.[f.key] ?? ''}
              onChange={(v) =>
                draft && setDraft({ ...draft, [f.key]: typeof v === 'number' ? v : null })
              }
            />
          ))}
          <Button
            loading={save.isPending}
            disabled={!draft}
            onClick={() => draft && save.mutate(draft)}
          >
            Save
          </Button>
        </Group>
        <Title order={4} size="h5">
          The next run will clear
        </Title>
        <AdminTable
          label="Next retention run"
          columns={['Course', 'Messages', 'Questions', 'Feedback']}
        >
          {(preview.data?.courses ?? []).length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed">No conversation or feedback text is due.</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            preview.data?.courses.map((c) => (
              <Table.Tr key={c.courseId}>
                <Table.Td>
                  {c.courseCode} {c.title}
                </Table.Td>
                <Table.Td>{c.messages}</Table.Td>
                <Table.Td>{c.questions}</Table.Td>
                <Table.Td>{c.feedback}</Table.Td>
              </Table.Tr>
            ))
          )}
        </AdminTable>
        <Text size="sm">Audit entries to delete: {preview.data?.auditEntries ?? 0}</Text>
        <Group>
          <Button variant="light" color="red" loading={run.isPending} onClick={() => run.mutate()}>
            Run now
          </Button>
        </Group>
        <Title order={4} size="h5">
          Runs
        </Title>
        <AdminTable
          label="Retention runs"
          columns={['Started', 'By', 'Messages', 'Questions', 'Feedback', 'Audit Entries']}
        >
          {(log.data ?? []).map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{localDateTime(r.startedAt)}</Table.Td>
              <Table.Td>{r.trigger === 'admin' ? 'An admin' : 'Schedule'}</Table.Td>
              <Table.Td>{r.counts.messages ?? 0}</Table.Td>
              <Table.Td>{r.counts.questions ?? 0}</Table.Td>
              <Table.Td>{r.counts.feedback ?? 0}</Table.Td>
              <Table.Td>{r.counts.auditEntries ?? 0}</Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </Stack>
    </Paper>
  );
}
