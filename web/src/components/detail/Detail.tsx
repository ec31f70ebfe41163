import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailProps {
  label: string;
  children: ReactNode;
  /** A short fact (a model, a count) reads in bold; a text keeps its line breaks. */
  kind?: 'fact' | 'text';
}

/** One entry of a details dialog: its name, small and dimmed, over its value. */
export function Detail({ label, children, kind }: DetailProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        size="sm"
        component="div"
        fw={kind === 'fact' ? 600 : undefined}
        style={{ overflowWrap: 'anywhere', whiteSpace: kind === 'text' ? 'pre-wrap' : undefined }}
      >
        {children}
      </Text>
    </div>
  );
}
