import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading dashboard">
      <Skeleton h={34} w={280} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} h={118} radius="md" />
        ))}
      </SimpleGrid>
      {[0, 1].map((section) => (
        <Paper key={section} withBorder p="lg">
          <Skeleton h={22} w={180} mb="md" />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {[0, 1, 2].map((card) => (
              <Skeleton key={card} h={120} />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
