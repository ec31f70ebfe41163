import { Table, Text } from '@mantine/core';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { departmentText } from '~/components/admin/departments.ts';
import { useT } from '~/i18n/use-t.ts';
import { MessageRow, SkeletonRows } from '~/components/table-state-rows/TableStateRows.tsx';
import type { CourseRow } from '../common/admin-types.ts';
import { RowActions } from '../common/RowActions.tsx';
import { CourseStatusBadge } from './CourseStatusBadge.tsx';

interface CoursesTableProps {
  courses: CourseRow[] | undefined;
  error: string | undefined;
  onView: (course: CourseRow) => void;
  onEdit: (course: CourseRow) => void;
  onDelete: (course: CourseRow) => void;
}

export function CoursesTable({ courses, error, onView, onEdit, onDelete }: CoursesTableProps) {
  const t = useT();
  const COLUMNS = [
    t('admin.courses.colTitle'),
    t('admin.courses.colCode'),
    t('admin.common.department'),
    t('admin.courses.colTeacher'),
    t('admin.courses.colStudents'),
    t('admin.courses.colStatus'),
    t('admin.common.actions'),
  ];
  return (
    <AdminTable label={t('admin.courses.tableLabel')} columns={COLUMNS} minWidth={820}>
      {!courses ? (
        error ? (
          <MessageRow columns={COLUMNS.length} error>
            {error}
          </MessageRow>
        ) : (
          <SkeletonRows columns={COLUMNS.length} />
        )
      ) : courses.length === 0 ? (
        <MessageRow columns={COLUMNS.length}>{t('admin.courses.empty')}</MessageRow>
      ) : (
        courses.map((course) => (
          <Table.Tr key={course.id}>
            <Table.Td fw={500}>{course.title}</Table.Td>
            <Table.Td>{course.courseCode}</Table.Td>
            <Table.Td>{departmentText(course.departmentCode)}</Table.Td>
            <Table.Td>{course.teacher.name}</Table.Td>
            <Table.Td>
              {course.enrolledCount}
              <Text span c="dimmed" fz="inherit">
                {' '}
                / {course.maxStudents}
              </Text>
            </Table.Td>
            <Table.Td>
              <CourseStatusBadge status={course.status} />
            </Table.Td>
            <Table.Td>
              <RowActions
                name={course.title}
                onView={() => onView(course)}
                onEdit={() => onEdit(course)}
                onDelete={() => onDelete(course)}
              />
            </Table.Td>
          </Table.Tr>
        ))
      )}
    </AdminTable>
  );
}
