import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface PanelProps {
  /** The panel's heading; it also names the panel's region. */
  title: string;
  /** Beside the heading, on the right: a View All link. */
  actions?: ReactNode;
  /** Fills its grid cell, so panels side by side end level. */
  fill?: boolean;
  children: ReactNode;
}

/** A titled section of a dashboard or profile page. */
export function Panel({ title, actions, fill = false, children }: PanelProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      p="lg"
      h={fill ? '100%' : undefined}
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
