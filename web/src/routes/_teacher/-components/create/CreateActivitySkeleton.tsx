import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function CreateActivitySkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading form">
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
