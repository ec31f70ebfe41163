import { Table } from '@mantine/core';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { MessageRow, SkeletonRows } from '~/components/table-state-rows/TableStateRows.tsx';
import type { StudentRow } from '../common/admin-types.ts';
import { RowActions } from '../common/RowActions.tsx';

const COLUMNS = ['Name', 'Email', 'Phone', 'Actions'];

interface StudentsTableProps {
  students: StudentRow[] | undefined;
  error: string | undefined;
  onEdit: (student: StudentRow) => void;
  onDelete: (student: StudentRow) => void;
}

export function StudentsTable({ students, error, onEdit, onDelete }: StudentsTableProps) {
  return (
    <AdminTable label="Students" columns={COLUMNS} minWidth={560}>
      {!students ? (
        error ? (
          <MessageRow columns={COLUMNS.length} error>
            {error}
          </MessageRow>
        ) : (
          <SkeletonRows columns={COLUMNS.length} />
        )
      ) : students.length === 0 ? (
        <MessageRow columns={COLUMNS.length}>
          No students found matching your search criteria.
        </MessageRow>
      ) : (
        students.map((student) => {
          const name = `${student.firstName} ${student.lastName}`.trim();
          return (
            <Table.Tr key={student.id}>
              <Table.Td fw={500}>{name}</Table.Td>
              <Table.Td>{student.email}</Table.Td>
              <Table.Td c={student.phone ? undefined : 'dimmed'}>
                {student.phone ?? 'Not provided'}
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
      )}
    </AdminTable>
  );
}
