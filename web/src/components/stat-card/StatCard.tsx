import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface StatCardProps {
  /** Shown above the value; also names the card's region. */
  label: string;
  hint?: string;
  icon: Icon;
  color: string;
  /** The value, rendered by the caller (each area formats and sizes it its own way). */
  children: ReactNode;
}

/** A dashboard count: a region named by its label, the value under it, and an icon. */
export function StatCard({ label, hint, icon: StatIcon, color, children }: StatCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {children}
          {hint && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={42} radius="md" aria-hidden>
          <StatIcon size={22} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
