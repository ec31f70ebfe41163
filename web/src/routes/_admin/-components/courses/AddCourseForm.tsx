import { NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { LIMITS, courseCreateInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { departmentOptions } from '~/components/admin/departments.ts';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { FormActions } from '~/components/admin/FormActions.tsx';
import { useTRPC } from '~/lib/trpc.ts';
import { EMPTY_COURSE } from './course-form.ts';
import { TeacherSelect } from './TeacherSelect.tsx';
import { FormErrorAlert } from '~/components/admin/FormErrorAlert.tsx';

/** Every field of a course; all required but Prerequisites. */
export function AddCourseForm() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(
    courseCreateInput,
    EMPTY_COURSE,
  );

  const create = useMutation(
    trpc.admin.courses.create.mutationOptions({
      onSuccess: async () => {
        await saved({
          title: 'Course Added Successfully',
          message: 'The new course has been added to the system.',
        });
        await navigate({ to: '/courses' });
      },
      onError: (error) => {
        refused(error, 'courseCode', {
          title: 'Error',
          message: 'There was an issue adding the course.',
        });
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label="Add Course"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Course Title"
              withAsterisk
              maxLength={LIMITS.courseTitleMax}
              {...field('title')}
            />
            <TextInput
              label="Course Code"
              placeholder="e.g. CS101"
              withAsterisk
              maxLength={LIMITS.courseCodeMax}
              {...field('courseCode')}
            />
            <Select
              label="Department"
              placeholder="Select a department"
              data={departmentOptions()}
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
            maxLength={LIMITS.courseDescriptionMax}
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
              max={LIMITS.creditsMax}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              {...field('credits')}
            />
          </SimpleGrid>
          <TextInput
            label="Prerequisites"
            placeholder="e.g. CS100, MATH101"
            maxLength={LIMITS.prerequisitesMax}
            {...field('prerequisites')}
          />
          <FormErrorAlert message={generalError} />
          <FormActions cancelTo="/courses" submitLabel="Add Course" pending={create.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
