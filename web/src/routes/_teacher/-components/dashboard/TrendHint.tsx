import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { trendDirection, trendLabel } from '~/lib/format.ts';

const TREND = {
  up: { icon: IconArrowUpRight, color: 'teal', words: 'up' },
  down: { icon: IconArrowDownRight, color: 'red', words: 'down' },
  flat: { icon: IconMinus, color: 'dimmed', words: 'unchanged' },
} as const;

/** A dashboard count's change against last week, in percent; null when last week had nothing. */
export function TrendHint({ trend }: { trend: number | null }) {
  const { icon: TrendIcon, color, words } = TREND[trendDirection(trend)];
  const text = trendLabel(trend);
  return (
    <Group gap={4} mt={6} wrap="nowrap">
      <Text
        size="sm"
        fw={600}
        c={color}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
        aria-label={
          trend === null ? 'No change to compare with last week' : `${text} (${words}) vs last week`
        }
      >
        {trend !== null && <TrendIcon size={16} aria-hidden />}
        {text}
      </Text>
      <Text size="xs" c="dimmed" aria-hidden>
        vs last week
      </Text>
    </Group>
  );
}
