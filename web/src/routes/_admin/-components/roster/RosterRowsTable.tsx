import { Badge, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { MessageRow } from '~/components/table-state-rows/TableStateRows.tsx';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatCount } from '~/lib/format.ts';
import type { RosterRow } from '../common/admin-types.ts';
import { leftOut, statusBadge } from './roster-report.ts';

const COLUMNS = [
  'admin.roster.colRow',
  'admin.roster.colName',
  'admin.roster.colEmail',
  'admin.roster.colDepartment',
  'admin.roster.colPhone',
  'admin.roster.colCourseCode',
  'admin.roster.colStatus',
  'admin.roster.colProblem',
] as const satisfies readonly MessageKey[];
const PAGE_SIZE = 50;

type Shown = 'problems' | 'all';

/** The roster's rows with what happens to each; rows with problems first, a page at a time. */
export function RosterRowsTable({ rows }: { rows: RosterRow[] }) {
  const t = useT();
  const problems = leftOut(rows);
  const [shown, setShown] = useState<Shown>(problems.length > 0 ? 'problems' : 'all');
  const [page, setPage] = useState(1);
  const list = shown === 'problems' ? problems : rows;
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const current = Math.min(page, pages);

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('admin.roster.rowsShown')}
        value={shown}
        onChange={(value) => {
          setShown(value === 'problems' ? 'problems' : 'all');
          setPage(1);
        }}
        data={[
          {
            value: 'problems',
            label: t('admin.roster.problemRows', { count: formatCount(problems.length) }),
          },
          { value: 'all', label: t('admin.roster.allRows', { count: formatCount(rows.length) }) },
        ]}
        w="fit-content"
      />
      <AdminTable
        label={t('admin.roster.rowsLabel')}
        columns={COLUMNS.map((key) => t(key))}
        minWidth={900}
      >
        {list.length === 0 ? (
          <MessageRow columns={COLUMNS.length}>{t('admin.roster.allImportable')}</MessageRow>
        ) : (
          list.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((r) => (
            <Table.Tr key={r.row}>
              <Table.Td>{r.row}</Table.Td>
              <Table.Td>{`${r.firstName} ${r.lastName}`.trim()}</Table.Td>
              <Table.Td>{r.email}</Table.Td>
              <Table.Td>{r.department}</Table.Td>
              <Table.Td>{r.phone}</Table.Td>
              <Table.Td>{r.courseCode}</Table.Td>
              <Table.Td>
                {/* As wide as its word: a narrow column must not cut it to "SKIP…". */}
                <Badge
                  variant="light"
                  color={statusBadge(r.status).color}
                  style={{ minWidth: 'max-content' }}
                >
                  {statusBadge(r.status).label}
                </Badge>
              </Table.Td>
              <Table.Td c={r.status === 'error' ? 'red' : 'dimmed'}>
                {r.problems.join(' ')}
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </AdminTable>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('admin.roster.range', {
              first: formatCount((current - 1) * PAGE_SIZE + 1),
              last: formatCount(Math.min(current * PAGE_SIZE, list.length)),
              total: formatCount(list.length),
            })}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
