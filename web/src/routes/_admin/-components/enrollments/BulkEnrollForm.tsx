import { Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { showRefused, useAdminSaved } from '~/components/admin/admin-toasts.ts';
import { MessageRow, SkeletonRows } from '~/components/table-state-rows/TableStateRows.tsx';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { Candidate } from './candidate-options.ts';
import { enrolledMessage, toggled } from './bulk-selection.ts';

/** The server sends at most this many candidates a search. */
const SHOWN_MAX = 50;

/** Bulk enroll: tick students not yet in the course (across searches) and enroll them together. */
export function BulkEnrollForm({ courseId }: { courseId: string }) {
  const t = useT();
  const COLUMNS = [
    t('admin.enrollments.colSelect'),
    t('admin.enrollments.colStudentName'),
    t('admin.common.email'),
  ];
  const trpc = useTRPC();
  const saved = useAdminSaved();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 250);
  const [selected, setSelected] = useState<ReadonlyMap<string, Candidate>>(new Map());
  const candidates = useQuery(
    trpc.admin.enrollments.candidates.queryOptions(
      { courseId, search: search || undefined },
      { placeholderData: keepPreviousData },
    ),
  );
  const shown = candidates.data ?? [];
  const allShownTicked = shown.length > 0 && shown.every((c) => selected.has(c.id));

  const enrollMany = useMutation(
    trpc.admin.enrollments.enrollMany.mutationOptions({
      onSuccess: async (result) => {
        setSelected(new Map());
        await saved({
          title: t('admin.enrollments.studentsEnrolled'),
          message: enrolledMessage(result),
        });
      },
      // A course without room for them all: the server's sentence says how many places are left.
      onError: (failure) =>
        showRefused(failure, ['BAD_REQUEST', 'NOT_FOUND'], t('admin.enrollments.bulkFailed')),
    }),
  );

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          style={{ flex: '1 1 320px' }}
          label={t('admin.enrollments.findStudents')}
          type="search"
          placeholder={t('admin.enrollments.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <Button
          leftSection={<IconUsersPlus size={16} />}
          disabled={selected.size === 0}
          loading={enrollMany.isPending}
          onClick={() => enrollMany.mutate({ courseId, studentIds: [...selected.keys()] })}
        >
          {t('admin.enrollments.enrollSelected', { count: selected.size })}
        </Button>
      </Group>
      <AdminTable
        label={t('admin.enrollments.toEnrollLabel')}
        minWidth={480}
        columns={[
          {
            label: t('admin.enrollments.colSelect'),
            header: (
              <Checkbox
                aria-label={t('admin.enrollments.selectAllShown')}
                checked={allShownTicked}
                indeterminate={!allShownTicked && shown.some((c) => selected.has(c.id))}
                disabled={shown.length === 0}
                onChange={() => setSelected((prev) => toggled(prev, shown, !allShownTicked))}
              />
            ),
          },
          ...COLUMNS.slice(1),
        ]}
      >
        {!candidates.data ? (
          candidates.isError ? (
            <MessageRow columns={COLUMNS.length} error>
              {errorMessage(candidates.error)}
            </MessageRow>
          ) : (
            <SkeletonRows columns={COLUMNS.length} />
          )
        ) : shown.length === 0 ? (
          <MessageRow columns={COLUMNS.length}>{t('admin.enrollments.noneLeft')}</MessageRow>
        ) : (
          shown.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Td w={60}>
                <Checkbox
                  aria-label={t('admin.enrollments.selectStudent', { name: student.name })}
                  checked={selected.has(student.id)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setSelected((prev) => toggled(prev, [student], on));
                  }}
                />
              </Table.Td>
              <Table.Td fw={500}>{student.name}</Table.Td>
              <Table.Td>{student.email}</Table.Td>
            </Table.Tr>
          ))
        )}
      </AdminTable>
      {shown.length === SHOWN_MAX && (
        <Text size="xs" c="dimmed">
          {t('admin.enrollments.firstShown', { count: SHOWN_MAX })}
        </Text>
      )}
    </Stack>
  );
}
