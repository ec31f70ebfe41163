import { Paper, Skeleton, Stack } from '@mantine/core';

export function SettingsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading settings">
      <Skeleton h={34} w={160} />
      <Paper withBorder p="lg">
        <Stack gap="md" maw={640}>
          <Skeleton h={36} w={260} />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={56} />
          ))}
          <Skeleton h={24} w={220} />
          <Skeleton h={24} w={220} />
        </Stack>
      </Paper>
    </Stack>
  );
}
