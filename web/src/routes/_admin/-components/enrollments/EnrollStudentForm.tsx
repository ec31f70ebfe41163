import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showRefused, useAdminSaved } from '~/components/admin/admin-toasts.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { Candidate } from './candidate-options.ts';
import { StudentPicker } from './StudentPicker.tsx';

interface EnrollStudentFormProps {
  courseId: string | undefined;
  /** Shown under the course picker when Enroll is pressed without a course. */
  onMissingCourse: () => void;
}

/** Pick a student who is not in the course yet and enroll them. */
export function EnrollStudentForm({ courseId, onMissingCourse }: EnrollStudentFormProps) {
  const trpc = useTRPC();
  const saved = useAdminSaved();
  const [student, setStudent] = useState<Candidate | null>(null);
  const [error, setError] = useState<string | undefined>();

  const enroll = useMutation(
    trpc.admin.enrollments.enroll.mutationOptions({
      onSuccess: async ({ courseTitle }) => {
        setStudent(null);
        await saved({
          title: 'Student Enrolled',
          message: `The student has been enrolled in ${courseTitle}.`,
        });
      },
      // A full course or a repeat enrollment: the server's sentence says exactly what is wrong.
      onError: (failure) =>
        showRefused(
          failure,
          ['BAD_REQUEST', 'CONFLICT'],
          'There was an issue enrolling the student.',
        ),
    }),
  );

  const submit = () => {
    if (!courseId) return onMissingCourse();
    if (!student) return setError('Please select a student.');
    enroll.mutate({ courseId, studentId: student.id });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      aria-label="Enroll a student"
    >
      <Group align="flex-start" gap="sm">
        <StudentPicker
          courseId={courseId}
          value={student}
          onChange={(next) => {
            setStudent(next);
            setError(undefined);
          }}
          error={error}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={enroll.isPending}
          leftSection={<IconUserPlus size={16} />}
        >
          Enroll Student
        </Button>
      </Group>
    </form>
  );
}
