import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, type Icon } from '@tabler/icons-react';
import { trendDirection, trendLabel } from './format.ts';

interface StatCardProps {
  label: string;
  value: string;
  /** Change against last week in percent; null when last week had nothing to compare. */
  trend: number | null;
  icon: Icon;
  color: string;
}

const TREND = {
  up: { icon: IconArrowUpRight, color: 'teal', words: 'up' },
  down: { icon: IconArrowDownRight, color: 'red', words: 'down' },
  flat: { icon: IconMinus, color: 'dimmed', words: 'unchanged' },
} as const;

export function StatCard({ label, value, trend, icon: StatIcon, color }: StatCardProps) {
  const direction = trendDirection(trend);
  const { icon: TrendIcon, color: trendColor, words } = TREND[direction];
  const text = trendLabel(trend);
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden>
          <StatIcon size={20} />
        </ThemeIcon>
      </Group>
      <Text fz={{ base: 24, xl: 28 }} fw={700} lh={1.2} mt={4} data-testid="stat-value">
        {value}
      </Text>
      <Group gap={4} mt={6} wrap="nowrap">
        <Text
          size="sm"
          fw={600}
          c={trendColor}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
          aria-label={
            trend === null
              ? 'No change to compare with last week'
              : `${text} (${words}) vs last week`
          }
        >
          {trend !== null && <TrendIcon size={16} aria-hidden />}
          {text}
        </Text>
        <Text size="xs" c="dimmed" aria-hidden>
          vs last week
        </Text>
      </Group>
    </Paper>
  );
}
