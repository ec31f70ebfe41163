import { Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { LIMITS, teacherCreateInput, type TeacherCreateInput } from '@teachchat/shared';
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
  specialization: '',
  bio: '',
  qualifications: '',
  phone: '',
  office: '',
} satisfies FormValues<TeacherCreateInput>;

/** The Add Teacher form: names and email required, the rest optional. */
export function AddTeacherForm() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(teacherCreateInput, EMPTY);

  const create = useMutation(
    trpc.admin.teachers.create.mutationOptions({
      onSuccess: async () => {
        await saved({
          title: 'Teacher Added Successfully',
          message: 'The new teacher has been added to the system.',
        });
        await navigate({ to: '/teachers' });
      },
      onError: (error) => {
        refused(error, 'email', {
          title: 'Error',
          message: 'There was an issue adding the teacher.',
        });
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label="Add Teacher"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonNameFields field={field} />
            <TextInput
              label="Specialization"
              maxLength={LIMITS.specializationMax}
              {...field('specialization')}
            />
            <TextInput
              label="Phone Number"
              type="tel"
              maxLength={LIMITS.phoneMax}
              {...field('phone')}
            />
            <TextInput label="Office Location" maxLength={LIMITS.officeMax} {...field('office')} />
          </SimpleGrid>
          <Textarea
            label="Biography"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={LIMITS.bioMax}
            {...field('bio')}
          />
          <Textarea
            label="Qualifications"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={LIMITS.qualificationsMax}
            {...field('qualifications')}
          />
          <FormErrorAlert message={generalError} />
          <FormActions cancelTo="/teachers" submitLabel="Add Teacher" pending={create.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
