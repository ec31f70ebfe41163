import { Paper, SimpleGrid, Skeleton } from '@mantine/core';
import { DashboardSkeleton as Skeletons } from '~/components/dashboard-skeleton/DashboardSkeleton.tsx';

/** The teacher dashboard's: courses, then recent activities, each a grid of cards. */
export function DashboardSkeleton() {
  return (
    <Skeletons>
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
    </Skeletons>
  );
}
