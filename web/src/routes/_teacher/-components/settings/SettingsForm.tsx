import { Button, Group, Paper, Stack, Tabs } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBell, IconUser } from '@tabler/icons-react';
import { profileUpdateInput } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { fieldErrors } from '~/lib/errors.ts';
import { keepEnterFromSubmitting } from '~/lib/form-keys.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { NotificationSwitches } from './NotificationSwitches.tsx';
import { ProfileFields } from './ProfileFields.tsx';
import { splitSettings, type SettingsValues } from './settings-form.ts';

interface SettingsFormProps {
  initialValues: SettingsValues;
  email: string;
  fullName: string;
  avatarUrl: string | null;
}

export function SettingsForm({ initialValues, email, fullName, avatarUrl }: SettingsFormProps) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<SettingsValues>({
    mode: 'uncontrolled',
    initialValues,
    // The profile schema ignores the switches; its messages are in docs/product.md#teacher-errors.
    validate: schemaResolver(profileUpdateInput, { sync: true }),
  });
  const updateProfile = useMutation(trpc.me.updateProfile.mutationOptions());
  const updatePreferences = useMutation(trpc.me.updatePreferences.mutationOptions());
  const saving = updateProfile.isPending || updatePreferences.isPending;

  const save = async (values: SettingsValues) => {
    const { profile, preferences } = splitSettings(values);
    try {
      await Promise.all([
        updateProfile.mutateAsync(profile),
        updatePreferences.mutateAsync(preferences),
      ]);
      form.setInitialValues(values);
      form.resetDirty(values);
      await Promise.all([
        queryClient.invalidateQueries(trpc.me.get.queryFilter()),
        queryClient.invalidateQueries(trpc.public.session.queryFilter()),
      ]);
      notifications.show({
        color: 'green',
        title: t('teacher.settings.saved'),
        message: t('teacher.settings.savedText'),
      });
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notifications.show({
        color: 'red',
        title: t('teacher.settings.error'),
        message: t('teacher.settings.notSaved'),
      });
    }
  };

  return (
    <form
      onSubmit={form.onSubmit(save, () =>
        notifications.show({
          color: 'red',
          title: t('teacher.settings.error'),
          message: t('teacher.settings.required'),
        }),
      )}
      onReset={form.onReset}
      onKeyDown={keepEnterFromSubmitting}
      noValidate
    >
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Tabs defaultValue="profile">
          <Tabs.List mb="lg">
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
              {t('teacher.settings.profileTab')}
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
              {t('teacher.settings.notificationsTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <Stack gap="lg">
              <AvatarUpload name={fullName} avatarUrl={avatarUrl} />
              <ProfileFields form={form} email={email} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="notifications">
            <NotificationSwitches form={form} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" mt="xl">
          <Button type="reset" variant="default" disabled={saving}>
            {t('teacher.settings.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('teacher.settings.save')}
          </Button>
        </Group>
      </Paper>
    </form>
  );
}
