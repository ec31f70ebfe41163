import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  /** Shown above the value; also names the card's region. */
  label: string;
  /** The value as it reads ('12', '3.5 min', 'Dec 3, 2026'); undefined while it loads. */
  value: ReactNode;
  /** Under the value: what it counts ('Last 30 days'), or how it changed. */
  hint?: ReactNode;
  icon: Icon;
  color: string;
}

/** A dashboard count: a region named by its label, the value under it, and an icon. */
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
            <Text fz={{ base: 22, xl: 26 }} fw={700} lh={1.3} mt={4} data-stat-value>
              {value}
            </Text>
          )}
          {typeof hint === 'string' ? (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          ) : (
            hint
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={42} radius="md" aria-hidden>
          <StatIcon size={22} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
