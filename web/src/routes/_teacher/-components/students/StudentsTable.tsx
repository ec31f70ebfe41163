import { Button, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { MessageRow, SkeletonRows } from '~/components/table-state-rows/TableStateRows.tsx';
import { formatDateTime, timeAgo } from '~/lib/format.ts';
import { useT } from '~/i18n/use-t.ts';
import type { TeacherStudentRow } from '../common/teacher-types.ts';

interface StudentsTableProps {
  rows: TeacherStudentRow[] | undefined;
  loading: boolean;
  error: boolean;
  onView: (row: TeacherStudentRow) => void;
}

const COLUMNS = 5;

export function StudentsTable({ rows, loading, error, onView }: StudentsTableProps) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={t('teacher.students.title')} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teacher.students.student')}</Table.Th>
            <Table.Th>{t('teacher.students.email')}</Table.Th>
            <Table.Th>{t('teacher.students.course')}</Table.Th>
            <Table.Th>{t('teacher.students.lastActive')}</Table.Th>
            <Table.Th ta="right">{t('teacher.students.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || !rows ? (
            error ? (
              <MessageRow columns={COLUMNS} error>
                {t('teacher.students.failed')}
              </MessageRow>
            ) : (
              <SkeletonRows columns={COLUMNS} />
            )
          ) : rows.length === 0 ? (
            <MessageRow columns={COLUMNS}>{t('teacher.students.noneFound')}</MessageRow>
          ) : (
            rows.map((row) => (
              <Table.Tr key={`${row.studentId}:${row.courseId}`}>
                <Table.Td fw={500}>{row.name}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.courseTitle}</Table.Td>
                <Table.Td>
                  {row.lastActive ? (
                    <Text size="sm" title={formatDateTime(row.lastActive)}>
                      {timeAgo(row.lastActive)}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('teacher.students.never')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} />}
                    onClick={() => onView(row)}
                    aria-label={t('teacher.students.viewIn', {
                      name: row.name,
                      course: row.courseTitle,
                    })}
                  >
                    {t('teacher.students.view')}
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
