import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelListProps<T> {
  /** Undefined while loading. */
  items: T[] | undefined;
  error: string | undefined;
  /** The height of each of the three placeholders. */
  rowHeight: number;
  /** Said when there is nothing to list. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** A dashboard panel's list: placeholders while it loads, why it failed, the items, or none. */
export function PanelList<T>({ items, error, rowHeight, empty, children }: PanelListProps<T>) {
  if (error) {
    return (
      <Text size="sm" c="red">
        {error}
      </Text>
    );
  }
  if (items === undefined) {
    return (
      <Stack gap="xs" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={rowHeight} />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return children(items);
}
