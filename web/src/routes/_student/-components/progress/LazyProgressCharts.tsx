import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useT } from '~/i18n/use-t.ts';

// The charting library is most of the page's weight: the rest paints without waiting for it.
const ProgressCharts = lazy(async () => ({
  default: (await import('./ProgressCharts.tsx')).ProgressCharts,
}));

export function LazyProgressCharts(props: ComponentProps<typeof ProgressCharts>) {
  const t = useT();
  return (
    <Suspense
      fallback={<Skeleton h={290} radius="md" aria-label={t('student.progress.loading')} />}
    >
      <ProgressCharts {...props} />
    </Suspense>
  );
}
