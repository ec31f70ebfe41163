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
import { teacherCreateInput } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DEPARTMENT_OPTIONS } from '../../../../components/admin/departments.ts';
import { formErrorsFrom } from '../../../../components/admin/form-errors.ts';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';

interface TeacherFormValues {
  firstName: string;
  lastName: string;
  email: string;
  departmentCode: string | null;
  specialization: string;
  bio: string;
  qualifications: string;
  phone: string;
  office: string;
}

const EMPTY: TeacherFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  departmentCode: null,
  specialization: '',
  bio: '',
  qualifications: '',
  phone: '',
  office: '',
};

const toTeacherCreate = (values: TeacherFormValues) => teacherCreateInput.parse(values);

/** The spec's Add Teacher form: names and email required, the rest optional. */
export function AddTeacherForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<TeacherFormValues, ReturnType<typeof toTeacherCreate>>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaResolver(teacherCreateInput, { sync: true }),
    transformValues: toTeacherCreate,
  });

  const create = useMutation(
    trpc.admin.teachers.create.mutationOptions({
      onSuccess: async () => {
        notifications.show({
          color: 'green',
          title: 'Teacher Added Successfully',
          message: 'The new teacher has been added to the system.',
        });
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
        await navigate({ to: '/teachers' });
      },
      onError: (error) => {
        const { fields, general } = formErrorsFrom(error, 'email');
        form.setErrors(fields);
        setGeneral(general);
        notifications.show({
          color: 'red',
          title: 'Error',
          message: 'There was an issue adding the teacher.',
        });
      },
    }),
  );

  const field = (name: keyof TeacherFormValues) => ({
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
        aria-label="Add Teacher"
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
            <TextInput label="Specialization" maxLength={200} {...field('specialization')} />
            <TextInput label="Phone Number" type="tel" maxLength={40} {...field('phone')} />
            <TextInput label="Office Location" maxLength={200} {...field('office')} />
          </SimpleGrid>
          <Textarea
            label="Biography"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            {...field('bio')}
          />
          <Textarea
            label="Qualifications"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={2000}
            {...field('qualifications')}
          />
          {general && (
            <Alert color="red" variant="light" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <ButtonLink to="/teachers" variant="default">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={create.isPending}>
              Add Teacher
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
