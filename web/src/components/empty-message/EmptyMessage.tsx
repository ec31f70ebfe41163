import { EmptyState } from '@mantine/core';
import { IconSearch, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyMessageProps {
  title: string;
  description?: string;
  icon?: Icon;
  children?: ReactNode;
}

/** An empty list or page: what is missing, and what to do about it. */
export function EmptyMessage({
  title,
  description,
  icon: EmptyIcon = IconSearch,
  children,
}: EmptyMessageProps) {
  return (
    <EmptyState
      py="xl"
      icon={<EmptyIcon size={28} />}
      withIndicatorBackground
      title={title}
      description={description}
    >
      {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
    </EmptyState>
  );
}
