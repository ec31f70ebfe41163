import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

/** A dashboard's pending screen: its title, a row of four stat cards, then its own sections. */
export function DashboardSkeleton({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('app.dashboard.loading')}>
      <Skeleton h={34} w={280} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} h={110} radius="md" />
        ))}
      </SimpleGrid>
      {children}
    </Stack>
  );
}
