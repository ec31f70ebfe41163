import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { studentCreateInput } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DEPARTMENT_OPTIONS } from '../../../../components/admin/departments.ts';
import { formErrorsFrom } from '../../../../components/admin/form-errors.ts';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';

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
  const [general, setGeneral] = useState<string | null>(null);
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
        const { fields, general } = formErrorsFrom(error, 'email');
        form.setErrors(fields);
        setGeneral(general);
        notifications.show({
          color: 'red',
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
          setGeneral(null);
          create.mutate(values);
        })}
        noValidate
        aria-label="Add New Student"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First Name" withAsterisk maxLength={100} {...field('firstName')} />
            <TextInput label="Last Name" withAsterisk maxLength={100} {...field('lastName')} />
            <TextInput
              label="Email"
              type="email"
              placeholder="name@school.edu"
              withAsterisk
              maxLength={320}
              {...field('email')}
            />
            <Select
              label="Department"
              placeholder="Select a department"
              data={DEPARTMENT_OPTIONS}
              clearable
              {...field('departmentCode')}
            />
            <TextInput label="Phone Number" type="tel" maxLength={40} {...field('phone')} />
          </SimpleGrid>
          <Textarea label="Address" rows={3} maxLength={1000} {...field('address')} />
          {general && (
            <Alert color="red" variant="light" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <ButtonLink to="/admin/students" variant="default">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={create.isPending}>
              Add Student
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
