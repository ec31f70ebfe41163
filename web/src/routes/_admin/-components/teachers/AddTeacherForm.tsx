import { Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { LIMITS, teacherCreateInput, type TeacherCreateInput } from '@teachchat/shared';
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
  specialization: '',
  bio: '',
  qualifications: '',
  phone: '',
  office: '',
} satisfies FormValues<TeacherCreateInput>;

/** The Add Teacher form: names and email required, the rest optional. */
export function AddTeacherForm() {
  const t = useT();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { field, generalError, onSubmit, refused, saved } = useAdminForm(teacherCreateInput, EMPTY);

  const create = useMutation(
    trpc.admin.teachers.create.mutationOptions({
      onSuccess: async () => {
        await saved({
          title: t('admin.teachers.added'),
          message: t('admin.teachers.addedText'),
        });
        await navigate({ to: '/teachers' });
      },
      onError: (error) => {
        refused(error, 'email', {
          title: t('admin.common.error'),
          message: t('admin.teachers.addFailed'),
        });
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={onSubmit((values) => create.mutate(values))}
        noValidate
        aria-label={t('admin.teachers.addTitle')}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonNameFields field={field} />
            <TextInput
              label={t('admin.teachers.specialization')}
              maxLength={LIMITS.specializationMax}
              {...field('specialization')}
            />
            <TextInput
              label={t('admin.common.phoneNumber')}
              type="tel"
              maxLength={LIMITS.phoneMax}
              {...field('phone')}
            />
            <TextInput
              label={t('admin.teachers.office')}
              maxLength={LIMITS.officeMax}
              {...field('office')}
            />
          </SimpleGrid>
          <Textarea
            label={t('admin.teachers.bio')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={LIMITS.bioMax}
            {...field('bio')}
          />
          <Textarea
            label={t('admin.teachers.qualifications')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={LIMITS.qualificationsMax}
            {...field('qualifications')}
          />
          <FormErrorAlert message={generalError} />
          <FormActions
            cancelTo="/teachers"
            submitLabel={t('admin.teachers.addTitle')}
            pending={create.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
