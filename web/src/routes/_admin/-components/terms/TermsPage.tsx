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
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { QueryRows } from '~/components/table-state-rows/TableStateRows.tsx';
import { Page } from '~/components/page/Page.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatDay } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';

/** Admin → Terms: terms, which term each course runs in, and Start next term with a preview. */
export function TermsPage() {
  const trpc = useTRPC();
  const t = useT();
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('admin.terms.error'),
      message: errorMessage(error),
    });
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
          title: t('admin.terms.started'),
          message: t('admin.terms.startedText', { count: created.length }),
        });
        void refresh();
        void queryClient.invalidateQueries(trpc.admin.courses.pathFilter());
      },
      onError: failed,
    }),
  );
  // A term picker opens only once the terms have arrived: clicked before, it showed an empty
  // list that the terms did not fill.
  const termsLoading = terms.data === undefined;
  const termOptions = (terms.data ?? []).map((term) => ({
    value: term.id,
    label: t('admin.terms.option', { name: term.name, code: term.code }),
  }));
  const canRoll = (preview.data?.rows ?? []).some((r) => !r.problem);

  return (
    <Page title={t('admin.terms.title')}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('admin.terms.title')}
          </Title>
          <AdminTable
            label={t('admin.terms.title')}
            columns={[
              t('admin.terms.name'),
              t('admin.terms.code'),
              t('admin.terms.startDate'),
              t('admin.terms.endDate'),
              t('admin.terms.courses'),
            ]}
          >
            <QueryRows query={terms} columns={5} empty={t('admin.terms.empty')}>
              {(rows) =>
                rows.map((term) => (
                  <Table.Tr key={term.id}>
                    <Table.Td>{term.name}</Table.Td>
                    <Table.Td>{term.code}</Table.Td>
                    <Table.Td>{formatDay(String(term.startDate))}</Table.Td>
                    <Table.Td>{formatDay(String(term.endDate))}</Table.Td>
                    <Table.Td>{term.courses}</Table.Td>
                  </Table.Tr>
                ))
              }
            </QueryRows>
          </AdminTable>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('admin.terms.termName')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            />
            <TextInput
              label={t('admin.terms.termCode')}
              description={t('admin.terms.termCodeHint')}
              value={draft.code}
              onChange={(e) => setDraft({ ...draft, code: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('admin.terms.startDate')}
              value={draft.startDate}
              onChange={(e) => setDraft({ ...draft, startDate: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('admin.terms.endDate')}
              value={draft.endDate}
              onChange={(e) => setDraft({ ...draft, endDate: e.currentTarget.value })}
            />
            <Button loading={create.isPending} onClick={() => create.mutate(draft)}>
              {t('admin.terms.add')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('admin.terms.coursesTerms')}
          </Title>
          <AdminTable
            label={t('admin.terms.coursesTerms')}
            columns={[
              t('admin.terms.course'),
              t('admin.terms.term'),
              t('admin.terms.pseudonymised'),
              t('admin.terms.archive'),
            ]}
          >
            <QueryRows query={courses} columns={4} empty={t('admin.terms.noCoursesYet')}>
              {(rows) =>
                rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      {t('admin.terms.courseName', { code: c.courseCode, title: c.title })}
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('admin.terms.termOf', { code: c.courseCode })}
                        placeholder={t('admin.terms.noTerm')}
                        clearable
                        data={termOptions}
                        disabled={termsLoading}
                        value={c.termId}
                        onChange={(termId) => setTerm.mutate({ courseId: c.id, termId })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('admin.terms.pseudonymisedIn', { code: c.courseCode })}
                        checked={c.pseudonymised}
                        onChange={(e) =>
                          pseudonyms.mutate({
                            courseId: c.id,
                            pseudonymised: e.currentTarget.checked,
                          })
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
                          {t('admin.terms.restore', { code: c.courseCode })}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          title={t('admin.terms.archiveHint')}
                          onClick={() => archive.mutate({ courseId: c.id })}
                        >
                          {t('admin.terms.archiveCourse', { code: c.courseCode })}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))
              }
            </QueryRows>
          </AdminTable>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('admin.terms.startNext')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.terms.startNextHint')}
          </Text>
          <Group gap="sm" align="flex-end">
            <Select
              label={t('admin.terms.copyFrom')}
              data={termOptions}
              disabled={termsLoading}
              value={pair.from}
              onChange={(from) => setPair({ ...pair, from })}
            />
            <Select
              label={t('admin.terms.into')}
              data={termOptions}
              disabled={termsLoading}
              value={pair.to}
              onChange={(to) => setPair({ ...pair, to })}
            />
          </Group>
          {preview.isError && <Text c="red">{errorMessage(preview.error)}</Text>}
          {preview.data && (
            <AdminTable
              label={t('admin.terms.previewLabel')}
              columns={[
                t('admin.terms.course'),
                t('admin.terms.newCode'),
                t('admin.terms.dates'),
                t('admin.terms.activities'),
                t('admin.terms.files'),
                t('admin.terms.teacher'),
                t('admin.terms.note'),
              ]}
              minWidth={900}
            >
              {preview.data.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text c="dimmed">{t('admin.terms.noCourses')}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                preview.data.rows.map((r) => (
                  <Table.Tr key={r.courseId}>
                    <Table.Td>
                      {t('admin.terms.courseName', { code: r.courseCode, title: r.title })}
                    </Table.Td>
                    <Table.Td>{r.newCode}</Table.Td>
                    <Table.Td>
                      {t('admin.terms.dateRange', {
                        start: formatDay(r.startDate),
                        end: formatDay(r.endDate),
                      })}
                    </Table.Td>
                    <Table.Td>{r.activities}</Table.Td>
                    <Table.Td>{r.files}</Table.Td>
                    <Table.Td>{r.teacher}</Table.Td>
                    <Table.Td>{r.problem ?? t('admin.terms.willCopy')}</Table.Td>
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
              {t('admin.terms.startNext')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Page>
  );
}
