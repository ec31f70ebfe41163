import { AdminTable } from '../../../../components/admin/AdminTable.tsx';
import {
  LastResponseSort,
  type Response,
  ResponseRow,
  type SortOrder,
} from '../../../../components/responses/ResponseRow.tsx';
import {
  MessageRow,
  SkeletonRows,
} from '../../../../components/table-state-rows/TableStateRows.tsx';

interface SubmissionsTableProps {
  rows: Response[] | undefined;
  error: string | undefined;
  filtered: boolean;
  sort: SortOrder;
  onToggleSort: () => void;
}

export function SubmissionsTable({
  rows,
  error,
  filtered,
  sort,
  onToggleSort,
}: SubmissionsTableProps) {
  const columns = [
    'Student',
    'Teacher',
    'Course',
    'Activity',
    {
      label: 'Last Response',
      sort: sort === 'desc' ? ('descending' as const) : ('ascending' as const),
      header: <LastResponseSort label="Last Response" sort={sort} onToggle={onToggleSort} />,
    },
    'Feedback',
    'Actions',
  ];
  const span = columns.length;

  return (
    <AdminTable label="Activity submissions" columns={columns} minWidth={1040}>
      {error ? (
        <MessageRow columns={span} error>
          Error loading data: {error}
        </MessageRow>
      ) : !rows ? (
        <SkeletonRows columns={span} />
      ) : rows.length === 0 ? (
        <MessageRow columns={span}>
          {filtered
            ? 'No submissions found matching your filters.'
            : 'No activity submissions found.'}
        </MessageRow>
      ) : (
        rows.map((row) => <ResponseRow key={row.conversationId} response={row} area="admin" />)
      )}
    </AdminTable>
  );
}
