import { Button, Group, Stack, Switch } from '@mantine/core';
import type { Preferences } from '@teachchat/shared';
import { useState } from 'react';
import { useSavePreferences } from './use-save-preferences.ts';

type NotificationKey = 'notifyNewTeacher' | 'notifyNewCourse' | 'notifyStudentReports';

const SWITCHES: { key: NotificationKey; label: string; description: string }[] = [
  {
    key: 'notifyNewTeacher',
    label: 'New Teacher Registration',
    description: 'When a teacher is added to the school.',
  },
  {
    key: 'notifyNewCourse',
    label: 'New Course Created',
    description: 'When a course is added.',
  },
  {
    key: 'notifyStudentReports',
    label: 'Student Reports',
    description: 'A weekly summary of student activity.',
  },
];

export function NotificationSettings({ preferences }: { preferences: Preferences }) {
  const { save, isPending } = useSavePreferences();
  const [values, setValues] = useState<Record<NotificationKey, boolean>>({
    notifyNewTeacher: preferences.notifyNewTeacher,
    notifyNewCourse: preferences.notifyNewCourse,
    notifyStudentReports: preferences.notifyStudentReports,
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save(values);
      }}
    >
      <Stack gap="md" maw={640}>
        {SWITCHES.map(({ key, label, description }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            checked={values[key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((old) => ({ ...old, [key]: checked }));
            }}
          />
        ))}
        <Group>
          <Button type="submit" loading={isPending}>
            Save Notification Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
