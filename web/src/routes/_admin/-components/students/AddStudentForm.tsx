import { Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { LIMITS, studentCreateInput, type StudentCreateInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { FormActions } from '~/components/admin/FormActions.tsx';
import type { FormValues } from '~/lib/form-values.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { FormErrorAlert } from '~/components/admin/FormErrorAlert.tsx';
import { PersonNameFields } from '~/components/admin/PersonNameFields.tsx';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  departmentCode: null,
  phone: '',
  address: '',
} satisfies FormValues<StudentCreateInput>;

/** Add New Student: First Name, Last Name and Email required; the rest optional. */
export function AddStudentForm() {
  const t = useT();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(studentCreateInput, EMPTY);

  const create = useMutation(
    trpc.admin.students.create.mutationOptions({
      onSuccess: async () => {
        await saved({
          title: t('admin.students.added'),
          message: t('admin.students.addedText'),
        });
        // The admin's student list, not the teacher's /students
        // (docs/product.md#admin-students-path).
        await navigate({ to: '/admin/students' });
      },
      onError: (error) => {
        refused(error, 'email', {
          title: t('admin.common.error'),
          message: t('admin.students.addFailed'),
        });
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label={t('admin.students.addTitle')}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonNameFields field={field} />
            <TextInput
              label={t('admin.common.phoneNumber')}
              type="tel"
              maxLength={LIMITS.phoneMax}
              {...field('phone')}
            />
          </SimpleGrid>
          <Textarea
            label={t('admin.students.address')}
            rows={3}
            maxLength={LIMITS.addressMax}
            {...field('address')}
          />
          <FormErrorAlert message={generalError} />
          <FormActions
            cancelTo="/admin/students"
            submitLabel={t('admin.students.add')}
            pending={create.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
