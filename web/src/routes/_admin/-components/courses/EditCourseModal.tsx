import { Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { LIMITS, courseUpdateInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { departmentOptions } from '~/components/admin/departments.ts';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { useRetained } from '~/components/admin/use-retained.ts';
import { useT } from '~/i18n/use-t.ts';
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
  const t = useT();
  const course = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={t('admin.courses.editTitle')}
      size="lg"
    >
      {course && <EditCourseForm key={course.id} course={course} onDone={onClose} />}
    </Modal>
  );
}

function EditCourseForm({ course, onDone }: { course: CourseRow; onDone: () => void }) {
  const t = useT();
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
        await saved({
          title: t('admin.courses.updated'),
          message: t('admin.courses.updatedText', { title: variables.title }),
        });
      },
      onError: (error) => {
        refused(error, 'courseCode', {
          title: t('admin.common.error'),
          message: t('admin.courses.updateFailed'),
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit((values) => update.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('admin.courses.colTitle')}
          withAsterisk
          maxLength={LIMITS.courseTitleMax}
          data-autofocus
          {...field('title')}
        />
        <TextInput
          label={t('admin.courses.colCode')}
          withAsterisk
          maxLength={LIMITS.courseCodeMax}
          {...field('courseCode')}
        />
        <Select
          label={t('admin.common.department')}
          data={departmentOptions()}
          withAsterisk
          {...field('departmentCode')}
        />
        <TeacherSelect label={t('admin.courses.colTeacher')} withAsterisk {...field('teacherId')} />
        <NumberInput
          label={t('admin.courses.maxStudents')}
          description={t('admin.courses.enrolledNow', { count: course.enrolledCount })}
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
