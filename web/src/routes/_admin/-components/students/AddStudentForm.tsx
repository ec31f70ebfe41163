import { Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { LIMITS, studentCreateInput, type StudentCreateInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { FormActions } from '~/components/admin/FormActions.tsx';
import type { FormValues } from '~/lib/form-values.ts';
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
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(studentCreateInput, EMPTY);

  const create = useMutation(
    trpc.admin.students.create.mutationOptions({
      onSuccess: async () => {
        await saved({
          title: 'Student Added Successfully',
          message: 'The new student has been added to the system.',
        });
        // The admin's student list, not the teacher's /students
        // (docs/product.md#admin-students-path).
        await navigate({ to: '/admin/students' });
      },
      onError: (error) => {
        refused(error, 'email', {
          title: 'Error',
          message: 'There was an issue adding the student.',
        });
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label="Add New Student"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonNameFields field={field} />
            <TextInput
              label="Phone Number"
              type="tel"
              maxLength={LIMITS.phoneMax}
              {...field('phone')}
            />
          </SimpleGrid>
          <Textarea label="Address" rows={3} maxLength={LIMITS.addressMax} {...field('address')} />
          <FormErrorAlert message={generalError} />
          <FormActions
            cancelTo="/admin/students"
            submitLabel="Add Student"
            pending={create.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
