import { AdminTable } from '~/components/admin/AdminTable.tsx';
import {
  LastResponseSort,
  type Response,
  ResponseRows,
  type SortOrder,
} from '~/components/responses/ResponseRows.tsx';

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
  return (
    <AdminTable label="Activity submissions" columns={columns} minWidth={1040}>
      <ResponseRows
        rows={rows}
        area="admin"
        error={error && `Error loading data: ${error}`}
        emptyText={
          filtered
            ? 'No submissions found matching your filters.'
            : 'No activity submissions found.'
        }
      />
    </AdminTable>
  );
}
