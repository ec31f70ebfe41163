import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { DashboardSkeleton as Skeletons } from '~/components/dashboard-skeleton/DashboardSkeleton.tsx';

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

/** The student dashboard's: recent activities and courses side by side. */
export function DashboardSkeleton() {
  return (
    <Skeletons>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ListSkeleton />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ListSkeleton />
        </Grid.Col>
      </Grid>
    </Skeletons>
  );
}
