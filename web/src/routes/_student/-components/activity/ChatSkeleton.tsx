import { Group, Skeleton, Stack } from '@mantine/core';
import { useT } from '~/i18n/use-t.ts';

export function ChatSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('student.chat.loading')}>
      <Group justify="space-between">
        <Group gap="sm">
          <Skeleton h={34} w={34} />
          <Stack gap={6}>
            <Skeleton h={24} w={260} />
            <Skeleton h={14} w={160} />
          </Stack>
        </Group>
        <Group gap="xs">
          <Skeleton h={36} w={120} />
          <Skeleton h={36} w={140} />
        </Group>
      </Group>
      <Stack gap="md" p="md">
        <Skeleton h={56} w="55%" radius="lg" />
        <Skeleton h={40} w="40%" radius="lg" ml="auto" />
        <Skeleton h={96} w="65%" radius="lg" />
      </Stack>
      <Skeleton h={92} radius="lg" mt="auto" />
    </Stack>
  );
}
