import { Table } from '@mantine/core';
import {
  LastResponseSort,
  type Response,
  ResponseRows,
  type SortOrder,
} from '~/components/responses/ResponseRows.tsx';

interface ResponsesTableProps {
  rows: Response[] | undefined;
  /** 'Loading initial data...', 'Loading entries...', or nothing once rows are here. */
  loadingText: string | null;
  errorText: string | null;
  emptyText: string;
  sort: SortOrder;
  onToggleSort: () => void;
}

export function ResponsesTable(props: ResponsesTableProps) {
  const { rows, loadingText, errorText, emptyText, sort, onToggleSort } = props;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        striped
        highlightOnHover
        aria-label="Student responses"
        aria-busy={loadingText !== null}
      >
        {loadingText && <Table.Caption>{loadingText}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Course</Table.Th>
            <Table.Th>Activity</Table.Th>
            <Table.Th aria-sort={sort === 'desc' ? 'descending' : 'ascending'}>
              <LastResponseSort label="Last Response Date" sort={sort} onToggle={onToggleSort} />
            </Table.Th>
            <Table.Th>Feedback</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ResponseRows
            rows={rows}
            area="teacher"
            error={errorText}
            loading={loadingText !== null}
            emptyText={emptyText}
          />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
