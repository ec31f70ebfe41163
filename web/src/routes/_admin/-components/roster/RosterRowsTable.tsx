import { Badge, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { MessageRow } from '~/components/table-state-rows/TableStateRows.tsx';
import type { RosterRow } from '../common/admin-types.ts';
import { leftOut, STATUS_LABELS } from './roster-report.ts';

const COLUMNS = ['Row', 'Name', 'Email', 'Department', 'Phone', 'Course Code', 'Status', 'Notes'];
const PAGE_SIZE = 50;

type Shown = 'problems' | 'all';

/** The roster's rows with what happens to each; rows with problems first, a page at a time. */
export function RosterRowsTable({ rows }: { rows: RosterRow[] }) {
  const problems = leftOut(rows);
  const [shown, setShown] = useState<Shown>(problems.length > 0 ? 'problems' : 'all');
  const [page, setPage] = useState(1);
  const list = shown === 'problems' ? problems : rows;
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const current = Math.min(page, pages);

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Rows shown"
        value={shown}
        onChange={(value) => {
          setShown(value === 'problems' ? 'problems' : 'all');
          setPage(1);
        }}
        data={[
          { value: 'problems', label: `Rows with problems (${problems.length})` },
          { value: 'all', label: `All rows (${rows.length})` },
        ]}
        w="fit-content"
      />
      <AdminTable label="Roster rows" columns={COLUMNS} minWidth={900}>
        {list.length === 0 ? (
          <MessageRow columns={COLUMNS.length}>Every row can be imported.</MessageRow>
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
                  color={STATUS_LABELS[r.status].color}
                  style={{ minWidth: 'max-content' }}
                >
                  {STATUS_LABELS[r.status].label}
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
            {`Rows ${(current - 1) * PAGE_SIZE + 1}–${Math.min(current * PAGE_SIZE, list.length)} of ${list.length}`}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
