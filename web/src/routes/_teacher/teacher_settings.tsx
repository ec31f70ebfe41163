import { Paper, Skeleton, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LanguagePanel } from '../../components/language/LanguagePanel.tsx';
import { Page } from '../../components/page/Page.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { settingsValues } from './-components/settings/settings-form.ts';
import { SettingsForm } from './-components/settings/SettingsForm.tsx';

export const Route = createFileRoute('/_teacher/teacher_settings')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.me.get.queryOptions()),
  pendingComponent: SettingsSkeleton,
  component: TeacherSettingsPage,
});

function SettingsSkeleton() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('teacher.settings.loading')}>
      <Skeleton h={34} w={180} />
      <Paper withBorder p="lg">
        <Stack>
          <Skeleton h={36} w={260} />
          <Skeleton h={72} w={72} circle />
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={96} />
        </Stack>
      </Paper>
    </Stack>
  );
}

function TeacherSettingsPage() {
  const trpc = useTRPC();
  const t = useT();
  const { data: me } = useSuspenseQuery(trpc.me.get.queryOptions());
  return (
    <Page title={t('teacher.settings.title')}>
      <SettingsForm
        initialValues={settingsValues(me.user, me.preferences)}
        email={me.user.email}
        fullName={me.user.fullName}
        avatarUrl={me.user.avatarUrl}
      />
      <LanguagePanel />
    </Page>
  );
}
