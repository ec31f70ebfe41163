import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { LIMITS, teacherUpdateInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { departmentOptions } from '~/components/admin/departments.ts';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useRetained } from '~/components/admin/use-retained.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { TeacherRow } from '../common/admin-types.ts';
import { FormErrorAlert } from '~/components/admin/FormErrorAlert.tsx';
import { DialogActions } from '~/components/admin/DialogActions.tsx';

interface EditTeacherModalProps {
  teacher: TeacherRow | null;
  onClose: () => void;
}

/** Edit a teacher's name and department; the email is who they sign in as, so it stays. */
export function EditTeacherModal({ teacher: current, onClose }: EditTeacherModalProps) {
  const t = useT();
  const teacher = useRetained(current);
  return (
    <Modal opened={current !== null} onClose={onClose} title={t('admin.teachers.editTitle')}>
      {teacher && <EditTeacherForm key={teacher.id} teacher={teacher} onDone={onClose} />}
    </Modal>
  );
}

function EditTeacherForm({ teacher, onDone }: { teacher: TeacherRow; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(teacherUpdateInput, {
    id: teacher.id,
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    departmentCode: teacher.departmentCode,
  });

  const update = useMutation(
    trpc.admin.teachers.update.mutationOptions({
      onSuccess: async (row) => {
        onDone();
        await saved({
          title: t('admin.teachers.updated'),
          message: t('admin.teachers.updatedText', { name: `${row.firstName} ${row.lastName}` }),
        });
      },
      onError: (error) => {
        refused(error, undefined, {
          title: t('admin.common.error'),
          message: errorMessage(error, t('admin.teachers.updateFailed')),
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit((values) => update.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('admin.common.firstName')}
          withAsterisk
          maxLength={LIMITS.nameMax}
          data-autofocus
          {...field('firstName')}
        />
        <TextInput
          label={t('admin.common.lastName')}
          withAsterisk
          maxLength={LIMITS.nameMax}
          {...field('lastName')}
        />
        <TextInput
          label={t('admin.common.email')}
          value={teacher.email}
          readOnly
          description={t('admin.teachers.emailFixed')}
        />
        <Select
          label={t('admin.common.department')}
          placeholder={t('admin.common.notSpecified')}
          data={departmentOptions()}
          clearable
          {...field('departmentCode')}
        />
        <FormErrorAlert message={generalError} />
        <DialogActions onCancel={onDone} pending={update.isPending} />
      </Stack>
    </form>
  );
}
