import { SimpleGrid, Skeleton } from '@mantine/core';
import { LIMITS } from '@teachchat/shared';

/** Card placeholders while a grid loads. */
export function CardGridSkeleton({ label, cardHeight }: { label: string; cardHeight: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={label}>
      {Array.from({ length: LIMITS.skeletonRows + 1 }, (_, card) => (
        <Skeleton key={card} h={cardHeight} radius="md" />
      ))}
    </SimpleGrid>
  );
}
