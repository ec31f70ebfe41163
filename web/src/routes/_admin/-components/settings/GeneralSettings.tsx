import { Button, Divider, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Preferences } from '@teachchat/shared';
import { useState } from 'react';
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
          Your name, email and bio come from your account and cannot be changed here.
        </Text>
        <TextInput label="Name" value={name} aria-describedby="profile-read-only" {...READ_ONLY} />
        <TextInput
          label="Email"
          value={email}
          aria-describedby="profile-read-only"
          {...READ_ONLY}
        />
        <Textarea
          label="Bio"
          value={bio}
          placeholder="No bio yet"
          autosize
          minRows={2}
          aria-describedby="profile-read-only"
          {...READ_ONLY}
        />
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
