import { Group, Skeleton, Stack } from '@mantine/core';

interface TranscriptSkeletonProps {
  /** Width of the placeholder under the title; the admin subtitle is longer. */
  subtitleWidth?: number;
  /** Width of the last placeholder message. */
  lastMessageWidth?: string;
}

/** Placeholder for a chat transcript page: header, then alternating message bubbles. */
export function TranscriptSkeleton({
  subtitleWidth = 180,
  lastMessageWidth = '55%',
}: TranscriptSkeletonProps) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading chat">
      <Group gap="sm">
        <Skeleton h={34} w={34} />
        <Stack gap={6}>
          <Skeleton h={24} w={260} />
          <Skeleton h={14} w={subtitleWidth} />
        </Stack>
      </Group>
      <Stack gap="md" p="md">
        <Skeleton h={40} w="40%" radius="lg" ml="auto" />
        <Skeleton h={96} w="65%" radius="lg" />
        <Skeleton h={40} w="35%" radius="lg" ml="auto" />
        <Skeleton h={72} w={lastMessageWidth} radius="lg" />
      </Stack>
    </Stack>
  );
}
