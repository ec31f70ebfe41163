import { Grid, Stack } from '@mantine/core';
import { LIMITS } from '@teachchat/shared';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useAdminChanges } from '../../components/admin/use-admin-changes.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { Page } from '../../components/page/Page.tsx';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/errors.ts';
import { searchParams, searchString } from '../../lib/search.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ContactInbox } from './-components/dashboard/ContactInbox.tsx';
import { ContactMessageModal } from './-components/dashboard/ContactMessageModal.tsx';
import { QuickActions } from './-components/dashboard/QuickActions.tsx';
import { RecentActivities } from './-components/dashboard/RecentActivities.tsx';
import { StatCards } from './-components/dashboard/StatCards.tsx';
import { INBOX } from './-components/queries.ts';

// The four dashboard toasts (docs/product.md#admin-errors): the counts come in one call here,
// so a failure is all four.
const STATS_TOASTS = [
  'admin.dashboard.teachersFailed',
  'admin.dashboard.studentsFailed',
  'admin.dashboard.responsesFailed',
  'admin.dashboard.coursesFailed',
] as const satisfies readonly MessageKey[];

export const Route = createFileRoute('/_admin/admin_page')({
  // ?contact={id}: the admin notification of a new contact message opens that message.
  validateSearch: searchParams({ contact: searchString }),
  // Not awaited: the page shows its own skeletons and its own errors (the toasts above).
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.dashboard.stats.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.dashboard.recent.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.contactMessages.list.queryOptions(INBOX));
  },
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const trpc = useTRPC();
  const t = useT();
  const { contact } = Route.useSearch();
  const navigate = Route.useNavigate();
  useAdminChanges();

  const stats = useQuery(trpc.admin.dashboard.stats.queryOptions());
  const recent = useQuery(trpc.admin.dashboard.recent.queryOptions());
  const inbox = useQuery(trpc.admin.contactMessages.list.queryOptions(INBOX));
  useErrorToast(
    stats,
    STATS_TOASTS.map((key) => ({
      id: `admin-stats:${key}`,
      title: t('admin.dashboard.error'),
      message: t(key),
    })),
  );

  const openMessage = (id: string | undefined) =>
    void navigate({ search: { contact: id }, replace: !id, resetScroll: false });

  return (
    <Page title={t('admin.dashboard.title')}>
      <Stack gap="lg">
        <StatCards stats={stats.data} failed={stats.isError} onRetry={() => void stats.refetch()} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <RecentActivities
              items={recent.data?.items.slice(0, LIMITS.recentMaxItems)}
              error={recent.isError ? errorMessage(recent.error) : undefined}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <QuickActions />
          </Grid.Col>
        </Grid>
        <ContactInbox
          items={inbox.data?.items}
          total={inbox.data?.total ?? 0}
          error={inbox.isError ? errorMessage(inbox.error) : undefined}
          onOpen={openMessage}
        />
      </Stack>
      <ContactMessageModal
        id={contact}
        known={inbox.data?.items}
        onClose={() => openMessage(undefined)}
      />
    </Page>
  );
}
