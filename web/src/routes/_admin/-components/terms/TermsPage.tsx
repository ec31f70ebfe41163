import {
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from '../../../../components/admin/AdminTable.tsx';
import { Page } from '../../../../components/page/Page.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { plural } from '../../../../lib/format.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

const failed = (error: unknown) =>
  notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) });

/** Admin → Terms: terms, which term each course runs in, and Start next term with a preview. */
export function TermsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const terms = useQuery(trpc.admin.terms.list.queryOptions());
  const courses = useQuery(trpc.admin.terms.courses.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.admin.terms.pathFilter());
  const [draft, setDraft] = useState({ name: '', code: '', startDate: '', endDate: '' });
  const [pair, setPair] = useState<{ from: string | null; to: string | null }>({
    from: null,
    to: null,
  });
  const create = useMutation(
    trpc.admin.terms.create.mutationOptions({
      onSuccess: () => {
        setDraft({ name: '', code: '', startDate: '', endDate: '' });
        void refresh();
      },
      onError: failed,
    }),
  );
  const setTerm = useMutation(
    trpc.admin.terms.setCourseTerm.mutationOptions({ onSuccess: refresh, onError: failed }),
  );
  const pseudonyms = useMutation(
    trpc.admin.privacy.setPseudonymised.mutationOptions({ onSuccess: refresh, onError: failed }),
  );
  const archive = useMutation(
    trpc.admin.terms.archiveCourse.mutationOptions({ onSuccess: refresh, onError: failed }),
  );
  const restore = useMutation(
    trpc.admin.terms.restoreCourse.mutationOptions({ onSuccess: refresh, onError: failed }),
  );
  const pairInput = pair.from && pair.to ? { fromTermId: pair.from, toTermId: pair.to } : null;
  const preview = useQuery(
    trpc.admin.terms.preview.queryOptions(pairInput ?? { fromTermId: '', toTermId: '' }, {
      enabled: pairInput !== null && pair.from !== pair.to,
    }),
  );
  const rollover = useMutation(
    trpc.admin.terms.rollover.mutationOptions({
      onSuccess: ({ created }) => {
        notifications.show({
          color: 'green',
          title: 'Next term started',
          message: `${plural(created.length, 'course', 'courses')} copied. Their activities are drafts; their material is being indexed.`,
        });
        void refresh();
        void queryClient.invalidateQueries(trpc.admin.courses.pathFilter());
      },
      onError: failed,
    }),
  );
  const termOptions = (terms.data ?? []).map((t) => ({
    value: t.id,
    label: `${t.name} (${t.code})`,
  }));
  const canRoll = (preview.data?.rows ?? []).some((r) => !r.problem);

  return (
    <Page title="Terms">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Terms
          </Title>
          <AdminTable label="Terms" columns={['Name', 'Code', 'Start Date', 'End Date', 'Courses']}>
            {(terms.data ?? []).map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td>{t.code}</Table.Td>
                <Table.Td>{String(t.startDate)}</Table.Td>
                <Table.Td>{String(t.endDate)}</Table.Td>
                <Table.Td>{t.courses}</Table.Td>
              </Table.Tr>
            ))}
          </AdminTable>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Term Name"
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            />
            <TextInput
              label="Term Code"
              description="Up to 8 letters or digits"
              value={draft.code}
              onChange={(e) => setDraft({ ...draft, code: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Start Date"
              value={draft.startDate}
              onChange={(e) => setDraft({ ...draft, startDate: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="End Date"
              value={draft.endDate}
              onChange={(e) => setDraft({ ...draft, endDate: e.currentTarget.value })}
            />
            <Button loading={create.isPending} onClick={() => create.mutate(draft)}>
              Add Term
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Courses&apos; terms
          </Title>
          <AdminTable
            label="Courses' terms"
            columns={['Course', 'Term', 'Pseudonymised Review', 'Archive']}
          >
            {(courses.data ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  {c.courseCode} {c.title}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Term of ${c.courseCode}`}
                    placeholder="No term"
                    clearable
                    data={termOptions}
                    value={c.termId}
                    onChange={(termId) => setTerm.mutate({ courseId: c.id, termId })}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Pseudonymised review in ${c.courseCode}`}
                    checked={c.pseudonymised}
                    onChange={(e) =>
                      pseudonyms.mutate({ courseId: c.id, pseudonymised: e.currentTarget.checked })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  {c.archivedAt ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => restore.mutate({ courseId: c.id })}
                    >
                      Restore {c.courseCode}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      title="Read-only for everyone; students no longer see it"
                      onClick={() => archive.mutate({ courseId: c.id })}
                    >
                      Archive {c.courseCode}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminTable>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Start next term
          </Title>
          <Text size="sm" c="dimmed">
            Copies each course of a term with its activities (as drafts), material, instructions,
            protected answers and teacher&apos;s notes, dates moved to the new term. Students,
            conversations, submissions and feedback stay behind.
          </Text>
          <Group gap="sm" align="flex-end">
            <Select
              label="Copy from"
              data={termOptions}
              value={pair.from}
              onChange={(from) => setPair({ ...pair, from })}
            />
            <Select
              label="Into"
              data={termOptions}
              value={pair.to}
              onChange={(to) => setPair({ ...pair, to })}
            />
          </Group>
          {preview.isError && <Text c="red">{errorMessage(preview.error)}</Text>}
          {preview.data && (
            <AdminTable
              label="Rollover preview"
              columns={['Course', 'New Code', 'Dates', 'Activities', 'Files', 'Teacher', 'Note']}
              minWidth={900}
            >
              {preview.data.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text c="dimmed">This term has no courses.</Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                preview.data.rows.map((r) => (
                  <Table.Tr key={r.courseId}>
                    <Table.Td>
                      {r.courseCode} {r.title}
                    </Table.Td>
                    <Table.Td>{r.newCode}</Table.Td>
                    <Table.Td>
                      {r.startDate} – {r.endDate}
                    </Table.Td>
                    <Table.Td>{r.activities}</Table.Td>
                    <Table.Td>{r.files}</Table.Td>
                    <Table.Td>{r.teacher}</Table.Td>
                    <Table.Td>{r.problem ?? 'Will be copied'}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </AdminTable>
          )}
          <Group>
            <Button
              disabled={!pairInput || !canRoll}
              loading={rollover.isPending}
              onClick={() => pairInput && rollover.mutate(pairInput)}
            >
              Start next term
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Page>
  );
}
