import { Button, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showRefused, useAdminSaved } from '~/components/admin/admin-toasts.ts';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { MessageRow, SkeletonRows } from '~/components/table-state-rows/TableStateRows.tsx';
import { useTRPC } from '~/lib/trpc.ts';
import type { EnrollmentList } from '../common/admin-types.ts';

const COLUMNS = ['Student Name', 'Email', 'Phone', 'Actions'];

type Enrolled = EnrollmentList['students'][number];

interface EnrolledStudentsTableProps {
  courseId: string;
  list: EnrollmentList | undefined;
  error: string | undefined;
}

/** The course's students, each with Remove (after a confirmation). */
export function EnrolledStudentsTable({ courseId, list, error }: EnrolledStudentsTableProps) {
  const trpc = useTRPC();
  const saved = useAdminSaved();
  const [removing, setRemoving] = useState<Enrolled | null>(null);
  const remove = useMutation(
    trpc.admin.enrollments.remove.mutationOptions({
      onSuccess: async ({ courseTitle }) => {
        setRemoving(null);
        await saved({
          title: 'Student Removed',
          message: `The student has been removed from ${courseTitle}.`,
        });
      },
      onError: (failure) => showRefused(failure, [], 'There was an issue removing the student.'),
    }),
  );

  return (
    <>
      <AdminTable label="Enrolled students" columns={COLUMNS} minWidth={560}>
        {!list ? (
          error ? (
            <MessageRow columns={COLUMNS.length} error>
              {error}
            </MessageRow>
          ) : (
            <SkeletonRows columns={COLUMNS.length} />
          )
        ) : list.students.length === 0 ? (
          <MessageRow columns={COLUMNS.length}>No students enrolled in this course.</MessageRow>
        ) : (
          list.students.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Td fw={500}>{student.name}</Table.Td>
              <Table.Td>{student.email}</Table.Td>
              <Table.Td c={student.phone ? undefined : 'dimmed'}>
                {student.phone ?? 'Not provided'}
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  aria-label={`Remove ${student.name}`}
                  onClick={() => setRemoving(student)}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </AdminTable>
      <ConfirmDeleteModal
        opened={removing !== null}
        title="Remove Student"
        confirmLabel="Remove"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ courseId, studentId: removing.id })}
      >
        <Text size="sm">
          {`Remove ${removing?.name ?? ''} from ${list?.course.title ?? 'this course'}? Their conversations in the course's activities are kept.`}
        </Text>
      </ConfirmDeleteModal>
    </>
  );
}
