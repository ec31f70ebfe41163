import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Back one page, as the spec says; opened from a link in a new tab, back to the list. */
export function BackButton() {
  const router = useRouter();
  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/admin/student_responses' });
  };
  return (
    <Tooltip label="Back">
      <ActionIcon variant="default" size="lg" aria-label="Back" onClick={back}>
        <IconArrowLeft size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

interface TranscriptHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  completed?: boolean;
}

export function TranscriptHeader({ title, subtitle, completed = false }: TranscriptHeaderProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <BackButton />
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Title order={2} size="h3">
            {title}
          </Title>
          {completed && (
            <Badge color="green" variant="light">
              Completed
            </Badge>
          )}
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
