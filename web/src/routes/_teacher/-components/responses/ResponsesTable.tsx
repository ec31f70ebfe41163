import { Table } from '@mantine/core';
import {
  LastResponseSort,
  type Response,
  ResponseRows,
  type SortOrder,
} from '~/components/responses/ResponseRows.tsx';
import { useT } from '~/i18n/use-t.ts';

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
  const t = useT();
  const { rows, loadingText, errorText, emptyText, sort, onToggleSort } = props;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        striped
        highlightOnHover
        aria-label={t('teacher.responses.tableLabel')}
        aria-busy={loadingText !== null}
      >
        {loadingText && <Table.Caption>{loadingText}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teacher.responses.student')}</Table.Th>
            <Table.Th>{t('teacher.responses.course')}</Table.Th>
            <Table.Th>{t('teacher.responses.activity')}</Table.Th>
            <Table.Th aria-sort={sort === 'desc' ? 'descending' : 'ascending'}>
              <LastResponseSort
                label={t('teacher.responses.lastResponse')}
                sort={sort}
                onToggle={onToggleSort}
              />
            </Table.Th>
            <Table.Th>{t('teacher.responses.feedback')}</Table.Th>
            <Table.Th>{t('teacher.responses.actions')}</Table.Th>
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
