import { Button, Divider, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Preferences } from '@teachchat/shared';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useSavePreferences } from './use-save-preferences.ts';

// Shown as what they are: grey, with a lock, and no caret to type into.
const READ_ONLY = {
  readOnly: true,
  variant: 'filled',
  rightSection: <IconLock size={16} aria-hidden />,
  styles: { input: { cursor: 'default' } },
} as const;

interface GeneralSettingsProps {
  name: string;
  email: string;
  bio: string;
  preferences: Preferences;
}

/** The admin's profile (read-only) and the display preferences every admin list follows. */
export function GeneralSettings({ name, email, bio, preferences }: GeneralSettingsProps) {
  const t = useT();
  const { save, isPending } = useSavePreferences();
  const [compactMode, setCompactMode] = useState(preferences.compactMode);
  const [autoRefresh, setAutoRefresh] = useState(preferences.autoRefresh);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save({ compactMode, autoRefresh });
      }}
    >
      <Stack gap="md" maw={640}>
        <Text size="sm" c="dimmed" id="profile-read-only">
          {t('admin.settings.general.readOnly')}
        </Text>
        <TextInput
          label={t('admin.settings.general.name')}
          value={name}
          aria-describedby="profile-read-only"
          {...READ_ONLY}
        />
        <TextInput
          label={t('admin.settings.general.email')}
          value={email}
          aria-describedby="profile-read-only"
          {...READ_ONLY}
        />
        <Textarea
          label={t('admin.settings.general.bio')}
          value={bio}
          placeholder={t('admin.settings.general.noBio')}
          autosize
          minRows={2}
          aria-describedby="profile-read-only"
          {...READ_ONLY}
        />
        <Divider />
        <Switch
          label={t('admin.settings.general.compactMode')}
          description={t('admin.settings.general.compactModeHint')}
          checked={compactMode}
          onChange={(event) => setCompactMode(event.currentTarget.checked)}
        />
        <Switch
          label={t('admin.settings.general.autoRefresh')}
          description={t('admin.settings.general.autoRefreshHint')}
          checked={autoRefresh}
          onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={isPending}>
            {t('admin.settings.general.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
