import { EmptyState } from '@mantine/core';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import type { AppPath } from '~/components/role-layout/navigation.ts';

interface ResourceNotFoundProps {
  title: string;
  description: string;
  backTo: AppPath;
  backLabel: string;
}

/** The 'Course not found' / 'Activity not found' states, with the way back. */
export function ResourceNotFound({ title, description, backTo, backLabel }: ResourceNotFoundProps) {
  return (
    <EmptyState
      py={64}
      variant="light"
      icon={<IconMoodEmpty size={28} />}
      title={title}
      description={description}
    >
      <EmptyState.Actions>
        <ButtonLink to={backTo} leftSection={<IconArrowLeft size={16} />}>
          {backLabel}
        </ButtonLink>
      </EmptyState.Actions>
    </EmptyState>
  );
}
