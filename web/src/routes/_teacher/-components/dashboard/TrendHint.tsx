import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { trendDirection, trendLabel } from '~/lib/format.ts';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';

const TREND = {
  up: { icon: IconArrowUpRight, color: 'teal', words: 'teacher.dashboard.trendUp' },
  down: { icon: IconArrowDownRight, color: 'red', words: 'teacher.dashboard.trendDown' },
  flat: { icon: IconMinus, color: 'dimmed', words: 'teacher.dashboard.trendFlat' },
} as const satisfies Record<string, { words: MessageKey } & Record<string, unknown>>;

/** A dashboard count's change against last week, in percent; null when last week had nothing. */
export function TrendHint({ trend }: { trend: number | null }) {
  const t = useT();
  const { icon: TrendIcon, color, words } = TREND[trendDirection(trend)];
  const text = trendLabel(trend);
  return (
    <Group gap={4} mt={6} wrap="nowrap">
      <Text
        size="sm"
        fw={600}
        c={color}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
        aria-label={trend === null ? t('teacher.dashboard.trendNone') : t(words, { trend: text })}
      >
        {trend !== null && <TrendIcon size={16} aria-hidden />}
        {text}
      </Text>
      <Text size="xs" c="dimmed" aria-hidden>
        {t('teacher.dashboard.vsLastWeek')}
      </Text>
    </Group>
  );
}
