import { AdminTable } from '~/components/admin/AdminTable.tsx';
import {
  LastResponseSort,
  type Response,
  ResponseRows,
  type SortOrder,
} from '~/components/responses/ResponseRows.tsx';
import { useT } from '~/i18n/use-t.ts';

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
  const t = useT();
  const lastResponse = t('admin.submissions.lastResponse');
  const columns = [
    t('admin.submissions.student'),
    t('admin.submissions.teacher'),
    t('admin.submissions.course'),
    t('admin.submissions.activity'),
    {
      label: lastResponse,
      sort: sort === 'desc' ? ('descending' as const) : ('ascending' as const),
      header: <LastResponseSort label={lastResponse} sort={sort} onToggle={onToggleSort} />,
    },
    t('admin.submissions.feedback'),
    t('admin.submissions.actions'),
  ];
  return (
    <AdminTable label={t('admin.submissions.tableLabel')} columns={columns} minWidth={1040}>
      <ResponseRows
        rows={rows}
        area="admin"
        error={error && t('admin.submissions.loadError', { error })}
        emptyText={filtered ? t('admin.submissions.emptyFiltered') : t('admin.submissions.empty')}
      />
    </AdminTable>
  );
}
