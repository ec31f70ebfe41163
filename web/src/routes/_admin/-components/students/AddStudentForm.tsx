import { Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { studentCreateInput } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFormErrors } from '../../../../components/admin/use-form-errors.ts';
import { FormActions } from '../../../../components/admin/FormActions.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';
import { FormErrorAlert } from '../../../../components/admin/FormErrorAlert.tsx';
import { PersonNameFields } from '../../../../components/admin/PersonNameFields.tsx';

interface StudentFormValues {
  firstName: string;
  lastName: string;
  email: string;
  departmentCode: string | null;
  phone: string;
  address: string;
}

const EMPTY: StudentFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  departmentCode: null,
  phone: '',
  address: '',
};

const toStudentCreate = (values: StudentFormValues) => studentCreateInput.parse(values);

/** Add New Student: First Name, Last Name and Email required; the rest optional. */
export function AddStudentForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const form = useForm<StudentFormValues, ReturnType<typeof toStudentCreate>>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaResolver(studentCreateInput, { sync: true }),
    transformValues: toStudentCreate,
  });

  const create = useMutation(
    trpc.admin.students.create.mutationOptions({
      onSuccess: async () => {
        notifications.show({
          color: 'green',
          title: 'Student Added Successfully',
          message: 'The new student has been added to the system.',
        });
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
        // decisions.md: the admin's student list, not the teacher's /students.
        await navigate({ to: '/admin/students' });
      },
      onError: (error) => {
        errors.report(error, form, 'email', {
          title: 'Error',
          message: 'There was an issue adding the student.',
        });
      },
    }),
  );

  const field = (name: keyof StudentFormValues) => ({
    key: form.key(name),
    ...form.getInputProps(name),
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={form.onSubmit((values) => {
          errors.clear();
          create.mutate(values);
        })}
        noValidate
        aria-label="Add New Student"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonNameFields field={field} />
            <TextInput label="Phone Number" type="tel" maxLength={40} {...field('phone')} />
          </SimpleGrid>
          <Textarea label="Address" rows={3} maxLength={1000} {...field('address')} />
          <FormErrorAlert message={errors.general} />
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
