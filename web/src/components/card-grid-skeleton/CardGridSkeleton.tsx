import { SimpleGrid, Skeleton } from '@mantine/core';
import { LIMITS } from '@teachchat/shared';
import { Page } from '../page/Page.tsx';

interface CardGridSkeletonProps {
  /** Names the placeholder for assistive technology ('Loading courses'). */
  label: string;
  cardHeight: number;
  /** As a route's pending screen: the page's own title above the placeholders. */
  pageTitle?: string;
}

/** Card placeholders while a grid of cards loads. */
export function CardGridSkeleton({ label, cardHeight, pageTitle }: CardGridSkeletonProps) {
  const grid = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={label}>
      {Array.from({ length: LIMITS.skeletonRows + 1 }, (_, card) => (
        <Skeleton key={card} h={cardHeight} radius="md" />
      ))}
    </SimpleGrid>
  );
  return pageTitle ? <Page title={pageTitle}>{grid}</Page> : grid;
}
