import { Button, Divider, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { Preferences } from '@teachchat/shared';
import { useState } from 'react';
import { useSavePreferences } from './use-save-preferences.ts';

interface GeneralSettingsProps {
  name: string;
  email: string;
  bio: string;
  preferences: Preferences;
}

/** The admin's profile (read-only) and the display preferences every admin list follows. */
export function GeneralSettings({ name, email, bio, preferences }: GeneralSettingsProps) {
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
        <TextInput label="Name" value={name} readOnly />
        <TextInput label="Email" value={email} readOnly />
        <Textarea label="Bio" value={bio} placeholder="No bio yet" readOnly autosize minRows={2} />
        <Divider />
        <Switch
          label="Compact Mode"
          description="Tighter rows in the admin tables, so more fit on the screen."
          checked={compactMode}
          onChange={(event) => setCompactMode(event.currentTarget.checked)}
        />
        <Switch
          label="Auto Refresh"
          description="Refresh the admin lists every 5 minutes."
          checked={autoRefresh}
          onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={isPending}>
            Save Preferences
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
