import { Grid, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useT } from '~/i18n/use-t.ts';

export function ProfileSkeleton() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('student.profile.loading')}>
      <Skeleton h={34} w={200} />
      <Paper withBorder p="lg">
        <Group gap="lg">
          <Skeleton h={96} w={96} circle />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton h={24} w="40%" />
            <Skeleton h={16} w="30%" />
            <Skeleton h={16} w="60%" />
          </Stack>
        </Group>
      </Paper>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton h={220} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton h={220} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
