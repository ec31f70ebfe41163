import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageProps {
  title: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen of a signed-in area: its heading and its body (an empty panel until it has one). */
export function Page({ title, actions, children }: PageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2}>{title}</Title>
        {actions}
      </Group>
      {children ?? <Paper withBorder p="lg" mih={240} />}
    </Stack>
  );
}
