import { Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import type { SettingsValues } from './settings-form.ts';

const SWITCHES = [
  {
    key: 'notifyEmail',
    label: 'teacher.settings.notifyEmail',
    description: 'teacher.settings.notifyEmailText',
  },
  {
    key: 'notifySubmissions',
    label: 'teacher.settings.notifySubmissions',
    description: 'teacher.settings.notifySubmissionsText',
  },
  {
    key: 'notifyStudentMessages',
    label: 'teacher.settings.notifyStudentMessages',
    description: 'teacher.settings.notifyStudentMessagesText',
  },
  {
    key: 'notifyCourseUpdates',
    label: 'teacher.settings.notifyCourseUpdates',
    description: 'teacher.settings.notifyCourseUpdatesText',
  },
] as const satisfies readonly { key: string; label: MessageKey; description: MessageKey }[];

export function NotificationSwitches({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const t = useT();
  return (
    <Stack gap="lg">
      {SWITCHES.map((s) => (
        <Switch
          key={form.key(s.key)}
          label={t(s.label)}
          description={t(s.description)}
          {...form.getInputProps(s.key, { type: 'checkbox' })}
        />
      ))}
    </Stack>
  );
}
