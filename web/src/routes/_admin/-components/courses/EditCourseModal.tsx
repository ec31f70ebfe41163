import { Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { courseUpdateInput } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEPARTMENT_OPTIONS } from '../../../../components/admin/departments.ts';
import { useFormErrors } from '../../../../components/admin/use-form-errors.ts';
import { useRetained } from '../../../../components/admin/use-retained.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import type { CourseRow } from '../common/admin-types.ts';
import { TeacherSelect } from './TeacherSelect.tsx';
import { FormErrorAlert } from '../../../../components/admin/FormErrorAlert.tsx';
import { DialogActions } from '../../../../components/admin/DialogActions.tsx';

interface EditCourseValues {
  id: string;
  title: string;
  courseCode: string;
  departmentCode: string | null;
  teacherId: string | null;
  maxStudents: number | string;
}

const toCourseUpdate = (values: EditCourseValues) => courseUpdateInput.parse(values);

interface EditCourseModalProps {
  course: CourseRow | null;
  onClose: () => void;
}

/** The spec's Edit dialog: Title, Code, Department, Teacher and Max students. */
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
  const queryClient = useQueryClient();
  const errors = useFormErrors();
  const form = useForm<EditCourseValues, ReturnType<typeof toCourseUpdate>>({
    mode: 'uncontrolled',
    initialValues: {
      id: course.id,
      title: course.title,
      courseCode: course.courseCode,
      departmentCode: course.departmentCode,
      teacherId: course.teacher.id,
      maxStudents: course.maxStudents,
    },
    validate: schemaResolver(courseUpdateInput, { sync: true }),
    transformValues: toCourseUpdate,
  });

  const update = useMutation(
    trpc.admin.courses.update.mutationOptions({
      onSuccess: async (_row, variables) => {
        notifications.show({
          color: 'green',
          title: 'Course Updated',
          message: `${variables.title} has been updated.`,
        });
        onDone();
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
      },
      onError: (error) => {
        errors.report(error, form, 'courseCode', {
          title: 'Error',
          message: 'There was an issue updating the course.',
        });
      },
    }),
  );

  const field = (name: keyof EditCourseValues) => ({
    key: form.key(name),
    ...form.getInputProps(name),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        errors.clear();
        update.mutate(values);
      })}
      noValidate
    >
      <Stack gap="md">
        <TextInput label="Title" withAsterisk maxLength={200} data-autofocus {...field('title')} />
        <TextInput label="Code" withAsterisk maxLength={32} {...field('courseCode')} />
        <Select
          label="Department"
          data={DEPARTMENT_OPTIONS}
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
        <FormErrorAlert message={errors.general} />
        <DialogActions onCancel={onDone} pending={update.isPending} />
      </Stack>
    </form>
  );
}
