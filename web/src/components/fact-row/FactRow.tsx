import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface Fact {
  icon: Icon;
  text: string;
  /** The full value, shown on hover ('11/20/2026, 10:00:00 AM' behind '2 days ago'). */
  title?: string;
}

/** Short facts in a row, each after its icon: a due date, a duration, a count of students. */
export function FactRow({ facts, compact = false }: { facts: Fact[]; compact?: boolean }) {
  return (
    <Group gap="md">
      {facts.map(({ icon: FactIcon, text, title }) => (
        <Group key={text} gap={compact ? 4 : 6}>
          <FactIcon size={compact ? 14 : 16} aria-hidden />
          <Text size={compact ? 'xs' : 'sm'} c={compact ? 'dimmed' : undefined} title={title}>
            {text}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
