import { Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { LIMITS, courseUpdateInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { departmentOptions } from '~/components/admin/departments.ts';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { useRetained } from '~/components/admin/use-retained.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { CourseRow } from '../common/admin-types.ts';
import { TeacherSelect } from './TeacherSelect.tsx';
import { FormErrorAlert } from '~/components/admin/FormErrorAlert.tsx';
import { DialogActions } from '~/components/admin/DialogActions.tsx';

interface EditCourseModalProps {
  course: CourseRow | null;
  onClose: () => void;
}

/** The Edit dialog: Title, Code, Department, Teacher and Max students. */
export function EditCourseModal({ course: current, onClose }: EditCourseModalProps) {
  const course = useRetained(current);
  return (
    <Modal opened={current !== null} onClose={onClose} title="Edit Course" size="lg">
      {course && <EditCourseForm key={course.id} course={course} onDone={onClose} />}
    </Modal>
  );
}

function EditCourseForm({ course, onDone }: { course: CourseRow; onDone: () => void }) {
  const trpc = useTRPC();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(courseUpdateInput, {
    id: course.id,
    title: course.title,
    courseCode: course.courseCode,
    departmentCode: course.departmentCode,
    teacherId: course.teacher.id,
    maxStudents: course.maxStudents,
  });

  const update = useMutation(
    trpc.admin.courses.update.mutationOptions({
      onSuccess: async (_row, variables) => {
        onDone();
        await saved({ title: 'Course Updated', message: `${variables.title} has been updated.` });
      },
      onError: (error) => {
        refused(error, 'courseCode', {
          title: 'Error',
          message: 'There was an issue updating the course.',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit((values) => update.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          maxLength={LIMITS.courseTitleMax}
          data-autofocus
          {...field('title')}
        />
        <TextInput
          label="Code"
          withAsterisk
          maxLength={LIMITS.courseCodeMax}
          {...field('courseCode')}
        />
        <Select
          label="Department"
          data={departmentOptions()}
          withAsterisk
          {...field('departmentCode')}
        />
        <TeacherSelect label="Teacher" withAsterisk {...field('teacherId')} />
        <NumberInput
          label="Max Students"
          description={`${course.enrolledCount} enrolled now`}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          {...field('maxStudents')}
        />
        <FormErrorAlert message={generalError} />
        <DialogActions onCancel={onDone} pending={update.isPending} />
      </Stack>
    </form>
  );
}
