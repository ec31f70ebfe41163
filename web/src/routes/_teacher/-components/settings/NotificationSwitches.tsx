import { Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SettingsValues } from './settings-form.ts';

const SWITCHES = [
  {
    key: 'notifyEmail',
    label: 'Email Notifications',
    description: 'Receive notifications by email.',
  },
  {
    key: 'notifySubmissions',
    label: 'New Assignment Submissions',
    description: 'When a student submits an activity.',
  },
  {
    key: 'notifyStudentMessages',
    label: 'Student Messages',
    description: 'When a student chats in one of your activities.',
  },
  {
    key: 'notifyCourseUpdates',
    label: 'Course Updates',
    description: 'Changes to your courses, and activity material that is ready or failed.',
  },
] as const;

export function NotificationSwitches({ form }: { form: UseFormReturnType<SettingsValues> }) {
  return (
    <Stack gap="lg">
      {SWITCHES.map((s) => (
        <Switch
          key={form.key(s.key)}
          label={s.label}
          description={s.description}
          {...form.getInputProps(s.key, { type: 'checkbox' })}
        />
      ))}
    </Stack>
  );
}
