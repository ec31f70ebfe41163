import { Paper, Skeleton, Stack } from '@mantine/core';
import { useT } from '~/i18n/use-t.ts';

export function SettingsSkeleton() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('admin.settings.loading')}>
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
