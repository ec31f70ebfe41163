import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface StatCardProps {
  label: string;
  /** Undefined while loading; null when it could not be loaded. */
  value: number | null | undefined;
  hint?: string;
  icon: Icon;
  color: string;
}

const number = new Intl.NumberFormat('en-US');

export function StatCard({ label, value, hint, icon: StatIcon, color }: StatCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={28} w={64} mt={6} />
          ) : (
            <Text fz={{ base: 24, xl: 28 }} fw={700} lh={1.3} mt={4} data-stat-value>
              {value === null ? '—' : number.format(value)}
            </Text>
          )}
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
