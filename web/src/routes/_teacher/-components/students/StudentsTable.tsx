import { Button, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { MessageRow, SkeletonRows } from '~/components/table-state-rows/TableStateRows.tsx';
import { timeAgo } from '~/lib/format.ts';
import type { TeacherStudentRow } from '../common/teacher-types.ts';

interface StudentsTableProps {
  rows: TeacherStudentRow[] | undefined;
  loading: boolean;
  error: boolean;
  onView: (row: TeacherStudentRow) => void;
}

const COLUMNS = 5;

export function StudentsTable({ rows, loading, error, onView }: StudentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Students" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Course</Table.Th>
            <Table.Th>Last Active</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || !rows ? (
            error ? (
              <MessageRow columns={COLUMNS} error>
                Failed to load students.
              </MessageRow>
            ) : (
              <SkeletonRows columns={COLUMNS} />
            )
          ) : rows.length === 0 ? (
            <MessageRow columns={COLUMNS}>
              No students found matching your search criteria.
            </MessageRow>
          ) : (
            rows.map((row) => (
              <Table.Tr key={`${row.studentId}:${row.courseId}`}>
                <Table.Td fw={500}>{row.name}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.courseTitle}</Table.Td>
                <Table.Td>
                  {row.lastActive ? (
                    <Text size="sm" title={row.lastActive.toLocaleString()}>
                      {timeAgo(row.lastActive)}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Never
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} />}
                    onClick={() => onView(row)}
                    aria-label={`View ${row.name} in ${row.courseTitle}`}
                  >
                    View
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
