import { NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { courseCreateInput } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DEPARTMENT_OPTIONS } from '../../../../components/admin/departments.ts';
import { useFormErrors } from '../../../../components/admin/use-form-errors.ts';
import { FormActions } from '../../../../components/admin/FormActions.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';
import { type CourseFormValues, EMPTY_COURSE, toCourseCreate } from './course-form.ts';
import { TeacherSelect } from './TeacherSelect.tsx';
import { FormErrorAlert } from '../../../../components/admin/FormErrorAlert.tsx';

/** Every field of a course; all required but Prerequisites. */
export function AddCourseForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const form = useForm<CourseFormValues, ReturnType<typeof toCourseCreate>>({
    mode: 'uncontrolled',
    initialValues: EMPTY_COURSE,
    validate: schemaResolver(courseCreateInput, { sync: true }),
    transformValues: toCourseCreate,
  });

  const create = useMutation(
    trpc.admin.courses.create.mutationOptions({
      onSuccess: async () => {
        notifications.show({
          color: 'green',
          title: 'Course Added Successfully',
          message: 'The new course has been added to the system.',
        });
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
        await navigate({ to: '/courses' });
      },
      onError: (error) => {
        errors.report(error, form, 'courseCode', {
          title: 'Error',
          message: 'There was an issue adding the course.',
        });
      },
    }),
  );

  const field = (name: keyof CourseFormValues) => ({
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
        aria-label="Add Course"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Course Title" withAsterisk maxLength={200} {...field('title')} />
            <TextInput
              label="Course Code"
              placeholder="e.g. CS101"
              withAsterisk
              maxLength={32}
              {...field('courseCode')}
            />
            <Select
              label="Department"
              placeholder="Select a department"
              data={DEPARTMENT_OPTIONS}
              withAsterisk
              {...field('departmentCode')}
            />
            <TeacherSelect withAsterisk {...field('teacherId')} />
          </SimpleGrid>
          <Textarea
            label="Course Description"
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            {...field('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Start Date" type="date" withAsterisk {...field('startDate')} />
            <TextInput label="End Date" type="date" withAsterisk {...field('endDate')} />
            <NumberInput
              label="Max Students"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              {...field('maxStudents')}
            />
            <NumberInput
              label="Credits"
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              {...field('credits')}
            />
          </SimpleGrid>
          <TextInput
            label="Prerequisites"
            placeholder="e.g. CS100, MATH101"
            maxLength={500}
            {...field('prerequisites')}
          />
          <FormErrorAlert message={errors.general} />
          <FormActions cancelTo="/courses" submitLabel="Add Course" pending={create.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
