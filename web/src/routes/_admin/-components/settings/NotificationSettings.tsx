import { Button, Group, Stack, Switch } from '@mantine/core';
import type { Preferences } from '@teachchat/shared';
import { useState } from 'react';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { useSavePreferences } from './use-save-preferences.ts';

type NotificationKey = 'notifyNewTeacher' | 'notifyNewCourse' | 'notifyStudentReports';

const SWITCHES: { key: NotificationKey; label: MessageKey; description: MessageKey }[] = [
  {
    key: 'notifyNewTeacher',
    label: 'admin.settings.notifications.newTeacher',
    description: 'admin.settings.notifications.newTeacherHint',
  },
  {
    key: 'notifyNewCourse',
    label: 'admin.settings.notifications.newCourse',
    description: 'admin.settings.notifications.newCourseHint',
  },
  {
    key: 'notifyStudentReports',
    label: 'admin.settings.notifications.studentReports',
    description: 'admin.settings.notifications.studentReportsHint',
  },
];

export function NotificationSettings({ preferences }: { preferences: Preferences }) {
  const t = useT();
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
            label={t(label)}
            description={t(description)}
            checked={values[key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((old) => ({ ...old, [key]: checked }));
            }}
          />
        ))}
        <Group>
          <Button type="submit" loading={isPending}>
            {t('admin.settings.notifications.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
