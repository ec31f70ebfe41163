import { Grid, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

function ListSkeleton() {
  return (
    <Paper withBorder p="lg">
      <Skeleton h={22} w="40%" mb="md" />
      <Stack gap="sm">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={64} />
        ))}
      </Stack>
    </Paper>
  );
}

export function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading dashboard">
      <Skeleton h={34} w={280} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} h={104} radius="md" />
        ))}
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ListSkeleton />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ListSkeleton />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
