import { Table } from '@mantine/core';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { useT } from '~/i18n/use-t.ts';
import { QueryRows } from '~/components/table-state-rows/TableStateRows.tsx';
import type { StudentRow } from '../common/admin-types.ts';
import { RowActions } from '../common/RowActions.tsx';

interface StudentsTableProps {
  /** The students to show once they arrive, and why they could not load. */
  query: { data: StudentRow[] | undefined; error: unknown };
  onEdit: (student: StudentRow) => void;
  onDelete: (student: StudentRow) => void;
}

export function StudentsTable({ query, onEdit, onDelete }: StudentsTableProps) {
  const t = useT();
  const COLUMNS = [
    t('admin.common.name'),
    t('admin.common.email'),
    t('admin.common.phone'),
    t('admin.common.actions'),
  ];
  return (
    <AdminTable label={t('admin.students.tableLabel')} columns={COLUMNS} minWidth={560}>
      <QueryRows query={query} columns={COLUMNS.length} empty={t('admin.students.empty')}>
        {(students) =>
          students.map((student) => {
            const name = `${student.firstName} ${student.lastName}`.trim();
            return (
              <Table.Tr key={student.id}>
                <Table.Td fw={500}>{name}</Table.Td>
                <Table.Td>{student.email}</Table.Td>
                <Table.Td c={student.phone ? undefined : 'dimmed'}>
                  {student.phone ?? t('admin.common.notProvided')}
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={name}
                    onEdit={() => onEdit(student)}
                    onDelete={() => onDelete(student)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })
        }
      </QueryRows>
    </AdminTable>
  );
}
