import { Group, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

/** Placeholder for a chat transcript page: header, then alternating message bubbles. */
export function TranscriptSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('app.transcript.loading')}>
      <Group gap="sm">
        <Skeleton h={34} w={34} />
        <Stack gap={6}>
          <Skeleton h={24} w={260} />
          <Skeleton h={14} w={240} />
        </Stack>
      </Group>
      <Stack gap="md" p="md">
        <Skeleton h={40} w="40%" radius="lg" ml="auto" />
        <Skeleton h={96} w="65%" radius="lg" />
        <Skeleton h={40} w="35%" radius="lg" ml="auto" />
        <Skeleton h={72} w="55%" radius="lg" />
      </Stack>
    </Stack>
  );
}
