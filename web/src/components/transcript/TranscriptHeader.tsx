import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { CompletedBadge } from './CompletedBadge.tsx';

interface TranscriptHeaderProps {
  /** What the Back button does; each area goes back to its own list. */
  onBack: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  completed?: boolean;
}

/** Back button, activity title with its Completed badge, and a dimmed line under it. */
export function TranscriptHeader({
  onBack,
  title,
  subtitle,
  completed = false,
}: TranscriptHeaderProps) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Tooltip label={t('app.transcript.back')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('app.transcript.back')}
          onClick={onBack}
        >
          <IconArrowLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Title order={2} size="h3">
            {title}
          </Title>
          {completed && <CompletedBadge />}
        </Group>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
