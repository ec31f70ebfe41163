import { NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { LIMITS, courseCreateInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { departmentOptions } from '~/components/admin/departments.ts';
import { useAdminForm } from '~/components/admin/use-admin-form.ts';
import { FormActions } from '~/components/admin/FormActions.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { EMPTY_COURSE } from './course-form.ts';
import { TeacherSelect } from './TeacherSelect.tsx';
import { FormErrorAlert } from '~/components/admin/FormErrorAlert.tsx';

/** Every field of a course; all required but Prerequisites. */
export function AddCourseForm() {
  const t = useT();
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
          title: t('admin.courses.added'),
          message: t('admin.courses.addedText'),
        });
        await navigate({ to: '/courses' });
      },
      onError: (error) => {
        refused(error, 'courseCode', {
          title: t('admin.common.error'),
          message: t('admin.courses.addFailed'),
        });
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label={t('admin.courses.addTitle')}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.courses.courseTitle')}
              withAsterisk
              maxLength={LIMITS.courseTitleMax}
              {...field('title')}
            />
            <TextInput
              label={t('admin.courses.courseCode')}
              placeholder={t('admin.courses.courseCodePlaceholder')}
              withAsterisk
              maxLength={LIMITS.courseCodeMax}
              {...field('courseCode')}
            />
            <Select
              label={t('admin.common.department')}
              placeholder={t('admin.common.selectDepartment')}
              data={departmentOptions()}
              withAsterisk
              {...field('departmentCode')}
            />
            <TeacherSelect withAsterisk {...field('teacherId')} />
          </SimpleGrid>
          <Textarea
            label={t('admin.courses.description')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maxLength={LIMITS.courseDescriptionMax}
            {...field('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.courses.startDate')}
              type="date"
              withAsterisk
              {...field('startDate')}
            />
            <TextInput
              label={t('admin.courses.endDate')}
              type="date"
              withAsterisk
              {...field('endDate')}
            />
            <NumberInput
              label={t('admin.courses.maxStudents')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              {...field('maxStudents')}
            />
            <NumberInput
              label={t('admin.courses.credits')}
              min={1}
              max={LIMITS.creditsMax}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              {...field('credits')}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.courses.prerequisites')}
            placeholder={t('admin.courses.prerequisitesPlaceholder')}
            maxLength={LIMITS.prerequisitesMax}
            {...field('prerequisites')}
          />
          <FormErrorAlert message={generalError} />
          <FormActions
            cancelTo="/courses"
            submitLabel={t('admin.courses.addTitle')}
            pending={create.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
