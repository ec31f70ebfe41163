import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { LIMITS } from '@teachchat/shared';

/** A page title, a filter bar and a grid of card placeholders. */
export function CardGridSkeleton({ label, cardHeight }: { label: string; cardHeight: number }) {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={label}>
      <Skeleton h={34} w={220} />
      <Skeleton h={36} maw={520} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: LIMITS.skeletonRows + 1 }, (_, card) => (
          <Skeleton key={card} h={cardHeight} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
