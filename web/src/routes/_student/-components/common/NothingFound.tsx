import { EmptyState } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The empty state of a filtered list. */
export function NothingFound({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState
      py="xl"
      icon={<IconSearch size={28} />}
      withIndicatorBackground
      title={title}
      description={description}
    />
  );
}
