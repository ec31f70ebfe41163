import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useT } from '~/i18n/use-t.ts';

export function CreateActivitySkeleton() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('teacher.create.loading')}>
      <Skeleton h={34} w={300} />
      <Paper withBorder p="lg">
        <Stack>
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={90} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Skeleton h={56} />
            <Skeleton h={56} />
            <Skeleton h={56} />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Skeleton h={220} radius="md" />
    </Stack>
  );
}
