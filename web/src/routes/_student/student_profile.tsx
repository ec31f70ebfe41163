import { Grid } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';
import { DownloadDataButton } from '../../components/privacy/DownloadDataButton.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { AcademicProgress } from './-components/profile/AcademicProgress.tsx';
import { ProfileHeader } from './-components/profile/ProfileHeader.tsx';
import { ProfileSkeleton } from './-components/profile/ProfileSkeleton.tsx';
import { StudentInformation } from './-components/profile/StudentInformation.tsx';
import { useT } from '~/i18n/use-t.ts';
import { LanguagePanel } from '~/components/language/LanguagePanel.tsx';

export const Route = createFileRoute('/_student/student_profile')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.student.profile.get.queryOptions()),
  pendingComponent: ProfileSkeleton,
  component: StudentProfilePage,
});

function StudentProfilePage() {
  const trpc = useTRPC();
  const { data: profile } = useSuspenseQuery(trpc.student.profile.get.queryOptions());
  const t = useT();
  return (
    <Page title={t('student.profile.title')} actions={<DownloadDataButton href="/api/me/export" />}>
      <ProfileHeader profile={profile} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <StudentInformation profile={profile} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <AcademicProgress profile={profile} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <LanguagePanel />
        </Grid.Col>
      </Grid>
    </Page>
  );
}
