import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showRefused, useAdminSaved } from '~/components/admin/admin-toasts.ts';
import { useT } from '~/i18n/use-t.ts';
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
  const t = useT();
  const trpc = useTRPC();
  const saved = useAdminSaved();
  const [student, setStudent] = useState<Candidate | null>(null);
  const [error, setError] = useState<string | undefined>();

  const enroll = useMutation(
    trpc.admin.enrollments.enroll.mutationOptions({
      onSuccess: async ({ courseTitle }) => {
        setStudent(null);
        await saved({
          title: t('admin.enrollments.studentEnrolled'),
          message: t('admin.enrollments.studentEnrolledText', { course: courseTitle }),
        });
      },
      // A full course or a repeat enrollment: the server's sentence says exactly what is wrong.
      onError: (failure) =>
        showRefused(failure, ['BAD_REQUEST', 'CONFLICT'], t('admin.enrollments.enrollFailed')),
    }),
  );

  const submit = () => {
    if (!courseId) return onMissingCourse();
    if (!student) return setError(t('admin.enrollments.pickStudent'));
    enroll.mutate({ courseId, studentId: student.id });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      aria-label={t('admin.enrollments.enrollForm')}
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
          {t('admin.enrollments.enrollStudent')}
        </Button>
      </Group>
    </form>
  );
}
