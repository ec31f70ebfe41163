import { Table, Text } from '@mantine/core';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { departmentText } from '~/components/admin/departments.ts';
import { useT } from '~/i18n/use-t.ts';
import { QueryRows } from '~/components/table-state-rows/TableStateRows.tsx';
import type { CourseRow } from '../common/admin-types.ts';
import { RowActions } from '../common/RowActions.tsx';
import { CourseStatusBadge } from './CourseStatusBadge.tsx';

interface CoursesTableProps {
  /** The courses to show once they arrive, and why they could not load. */
  query: { data: CourseRow[] | undefined; error: unknown };
  onView: (course: CourseRow) => void;
  onEdit: (course: CourseRow) => void;
  onDelete: (course: CourseRow) => void;
}

export function CoursesTable({ query, onView, onEdit, onDelete }: CoursesTableProps) {
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
      <QueryRows query={query} columns={COLUMNS.length} empty={t('admin.courses.empty')}>
        {(courses) =>
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
        }
      </QueryRows>
    </AdminTable>
  );
}
