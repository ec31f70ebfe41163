import { Grid, Skeleton, Stack } from '@mantine/core';
import { useT } from '~/i18n/use-t.ts';

export function CourseSkeleton() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('student.course.loading')}>
      <Skeleton h={28} w={160} />
      <Skeleton h={34} w="50%" />
      <Skeleton h={60} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} h={72} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={300} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
