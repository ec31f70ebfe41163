import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconQuote } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CompletedBadge } from '../../../../components/transcript/CompletedBadge.tsx';

interface ChatHeaderProps {
  title: string;
  courseTitle: string;
  offline: boolean;
  completed: boolean;
  actions: ReactNode;
}

export function ChatHeader({ title, courseTitle, offline, completed, actions }: ChatHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Group gap="sm" align="flex-start" wrap="nowrap" miw={0} style={{ flex: '1 1 320px' }}>
        <Tooltip label="Back to Activities">
          <ActionIcon
            component={Link}
            to="/student_activities"
            variant="default"
            size="lg"
            aria-label="Back to Activities"
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
            {offline && (
              <Badge
                color="gray"
                variant="outline"
                leftSection={<IconQuote size={12} />}
                h="auto"
                maw="100%"
                styles={{ label: { whiteSpace: 'normal', textTransform: 'none' } }}
              >
                Offline responder — answers quote the course material
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            {courseTitle}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs">{actions}</Group>
    </Group>
  );
}
