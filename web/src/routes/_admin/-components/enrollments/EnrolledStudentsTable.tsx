import { Button, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showRefused, useAdminSaved } from '~/components/admin/admin-toasts.ts';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { QueryRows } from '~/components/table-state-rows/TableStateRows.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { EnrollmentList } from '../common/admin-types.ts';

type Enrolled = EnrollmentList['students'][number];

interface EnrolledStudentsTableProps {
  courseId: string;
  /** The course's enrollments once they arrive, and why they could not load. */
  query: { data: EnrollmentList | undefined; error: unknown };
}

/** The course's students, each with Remove (after a confirmation). */
export function EnrolledStudentsTable({ courseId, query }: EnrolledStudentsTableProps) {
  const t = useT();
  const COLUMNS = [
    t('admin.enrollments.colStudentName'),
    t('admin.common.email'),
    t('admin.common.phone'),
    t('admin.common.actions'),
  ];
  const trpc = useTRPC();
  const saved = useAdminSaved();
  const [removing, setRemoving] = useState<Enrolled | null>(null);
  const remove = useMutation(
    trpc.admin.enrollments.remove.mutationOptions({
      onSuccess: async ({ courseTitle }) => {
        setRemoving(null);
        await saved({
          title: t('admin.enrollments.studentRemoved'),
          message: t('admin.enrollments.studentRemovedText', { course: courseTitle }),
        });
      },
      onError: (failure) => showRefused(failure, [], t('admin.enrollments.removeFailed')),
    }),
  );

  return (
    <>
      <AdminTable label={t('admin.enrollments.tableLabel')} columns={COLUMNS} minWidth={560}>
        <QueryRows
          query={{ data: query.data?.students, error: query.error }}
          columns={COLUMNS.length}
          empty={t('admin.enrollments.empty')}
        >
          {(students) =>
            students.map((student) => (
              <Table.Tr key={student.id}>
                <Table.Td fw={500}>{student.name}</Table.Td>
                <Table.Td>{student.email}</Table.Td>
                <Table.Td c={student.phone ? undefined : 'dimmed'}>
                  {student.phone ?? t('admin.common.notProvided')}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={t('admin.enrollments.removeOf', { name: student.name })}
                    onClick={() => setRemoving(student)}
                  >
                    {t('admin.enrollments.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          }
        </QueryRows>
      </AdminTable>
      <ConfirmDeleteModal
        opened={removing !== null}
        title={t('admin.enrollments.removeTitle')}
        confirmLabel={t('admin.enrollments.remove')}
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ courseId, studentId: removing.id })}
      >
        <Text size="sm">
          {t('admin.enrollments.removeConfirm', {
            name: removing?.name ?? '',
            course: query.data?.course.title ?? t('admin.enrollments.thisCourse'),
          })}
        </Text>
      </ConfirmDeleteModal>
    </>
  );
}
