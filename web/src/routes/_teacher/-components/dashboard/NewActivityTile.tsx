import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useT } from '~/i18n/use-t.ts';

/** The dashboard's 'New Chatbot Activity' tile: a shortcut to the create form. */
export function NewActivityTile() {
  const t = useT();
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to="/activities/create"
      style={{ borderStyle: 'dashed', display: 'flex', justifyContent: 'center', minHeight: 120 }}
    >
      <Stack align="center" gap={6}>
        <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
          <IconPlus size={22} />
        </ThemeIcon>
        <Text fw={600}>{t('teacher.dashboard.newActivity')}</Text>
        <Text size="xs" c="dimmed" ta="center">
          {t('teacher.dashboard.newActivityHint')}
        </Text>
      </Stack>
    </Card>
  );
}
