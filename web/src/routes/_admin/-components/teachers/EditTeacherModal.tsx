import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { teacherUpdateInput } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEPARTMENT_OPTIONS } from '../../../../components/admin/departments.ts';
import { useFormErrors } from '../../../../components/admin/use-form-errors.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { useRetained } from '../../../../components/admin/use-retained.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import type { TeacherRow } from '../common/admin-types.ts';
import { FormErrorAlert } from '../../../../components/admin/FormErrorAlert.tsx';
import { DialogActions } from '../../../../components/admin/DialogActions.tsx';

interface EditTeacherValues {
  id: string;
  firstName: string;
  lastName: string;
  departmentCode: string | null;
}

const toTeacherUpdate = (values: EditTeacherValues) => teacherUpdateInput.parse(values);

interface EditTeacherModalProps {
  teacher: TeacherRow | null;
  onClose: () => void;
}

/** Edit a teacher's name and department; the email is who they sign in as, so it stays. */
export function EditTeacherModal({ teacher: current, onClose }: EditTeacherModalProps) {
  const teacher = useRetained(current);
  return (
    <Modal opened={current !== null} onClose={onClose} title="Edit Teacher">
      {teacher && <EditTeacherForm key={teacher.id} teacher={teacher} onDone={onClose} />}
    </Modal>
  );
}

function EditTeacherForm({ teacher, onDone }: { teacher: TeacherRow; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errors = useFormErrors();
  const form = useForm<EditTeacherValues, ReturnType<typeof toTeacherUpdate>>({
    mode: 'uncontrolled',
    initialValues: {
      id: teacher.id,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      departmentCode: teacher.departmentCode,
    },
    validate: schemaResolver(teacherUpdateInput, { sync: true }),
    transformValues: toTeacherUpdate,
  });

  const update = useMutation(
    trpc.admin.teachers.update.mutationOptions({
      onSuccess: async (row) => {
        notifications.show({
          color: 'green',
          title: 'Teacher Updated',
          message: `${row.firstName} ${row.lastName} has been updated.`,
        });
        onDone();
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
      },
      onError: (error) => {
        errors.report(error, form, undefined, {
          title: 'Error',
          message: errorMessage(error, 'Failed to update teacher'),
        });
      },
    }),
  );

  const field = (name: keyof EditTeacherValues) => ({
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
        <TextInput
          label="First Name"
          withAsterisk
          maxLength={100}
          data-autofocus
          {...field('firstName')}
        />
        <TextInput label="Last Name" withAsterisk maxLength={100} {...field('lastName')} />
        <TextInput
          label="Email"
          value={teacher.email}
          readOnly
          description="The email a teacher signs in with cannot be changed."
        />
        <Select
          label="Department"
          placeholder="Not specified"
          data={DEPARTMENT_OPTIONS}
          clearable
          {...field('departmentCode')}
        />
        <FormErrorAlert message={errors.general} />
        <DialogActions onCancel={onDone} pending={update.isPending} />
      </Stack>
    </form>
  );
}
