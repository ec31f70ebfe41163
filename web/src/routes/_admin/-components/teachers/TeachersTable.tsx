import { Table } from '@mantine/core';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { departmentText } from '~/components/admin/departments.ts';
import { QueryRows } from '~/components/table-state-rows/TableStateRows.tsx';
import { useT } from '~/i18n/use-t.ts';
import { formatDate } from '~/lib/format.ts';
import type { TeacherRow } from '../common/admin-types.ts';
import { RowActions } from '../common/RowActions.tsx';

interface TeachersTableProps {
  /** The teachers to show once they arrive, and why they could not load. */
  query: { data: TeacherRow[] | undefined; error: unknown };
  onEdit: (teacher: TeacherRow) => void;
  onDelete: (teacher: TeacherRow) => void;
}

export function TeachersTable({ query, onEdit, onDelete }: TeachersTableProps) {
  const t = useT();
  const COLUMNS = [
    t('admin.common.name'),
    t('admin.common.email'),
    t('admin.common.department'),
    t('admin.teachers.joined'),
    t('admin.common.actions'),
  ];
  return (
    <AdminTable label={t('admin.teachers.tableLabel')} columns={COLUMNS}>
      <QueryRows query={query} columns={COLUMNS.length} empty={t('admin.teachers.empty')}>
        {(teachers) =>
          teachers.map((teacher) => {
            const name = `${teacher.firstName} ${teacher.lastName}`;
            return (
              <Table.Tr key={teacher.id}>
                <Table.Td fw={500}>{name}</Table.Td>
                <Table.Td>{teacher.email}</Table.Td>
                <Table.Td c={teacher.departmentCode ? undefined : 'dimmed'}>
                  {departmentText(teacher.departmentCode)}
                </Table.Td>
                <Table.Td>{formatDate(teacher.createdAt)}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={name}
                    onEdit={() => onEdit(teacher)}
                    onDelete={() => onDelete(teacher)}
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
