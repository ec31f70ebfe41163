import { Modal, Stack, TextInput } from '@mantine/core';
import { LIMITS, studentUpdateInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useRetained } from '~/components/admin/use-retained.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { StudentRow } from '../common/admin-types.ts';
import { FormErrorAlert } from '~/components/admin/FormErrorAlert.tsx';
import { DialogActions } from '~/components/admin/DialogActions.tsx';

interface EditStudentModalProps {
  student: StudentRow | null;
  onClose: () => void;
}

/**
 * The Edit dialog: Name (split at the first space, docs/product.md#edit-student-name), Email
 * and Phone.
 */
export function EditStudentModal({ student: current, onClose }: EditStudentModalProps) {
  const t = useT();
  const student = useRetained(current);
  return (
    <Modal opened={current !== null} onClose={onClose} title={t('admin.students.editTitle')}>
      {student && <EditStudentForm key={student.id} student={student} onDone={onClose} />}
    </Modal>
  );
}

function EditStudentForm({ student, onDone }: { student: StudentRow; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(studentUpdateInput, {
    id: student.id,
    name: `${student.firstName} ${student.lastName}`.trim(),
    email: student.email,
    phone: student.phone ?? '',
  });

  const update = useMutation(
    trpc.admin.students.update.mutationOptions({
      onSuccess: async (row) => {
        onDone();
        await saved({
          title: t('admin.students.updated'),
          message: t('admin.students.updatedText', { name: `${row.firstName} ${row.lastName}` }),
        });
      },
      onError: (error) => {
        refused(error, 'email', {
          title: t('admin.students.updateFailed'),
          message: errorMessage(error),
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit((values) => update.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('admin.common.name')}
          description={t('admin.students.nameHint')}
          withAsterisk
          maxLength={LIMITS.fullNameMax}
          data-autofocus
          {...field('name')}
        />
        <TextInput
          label={t('admin.common.email')}
          type="email"
          withAsterisk
          maxLength={LIMITS.emailMax}
          {...field('email')}
        />
        <TextInput
          label={t('admin.common.phone')}
          type="tel"
          maxLength={LIMITS.phoneMax}
          {...field('phone')}
        />
        <FormErrorAlert message={generalError} />
        <DialogActions onCancel={onDone} pending={update.isPending} />
      </Stack>
    </form>
  );
}
