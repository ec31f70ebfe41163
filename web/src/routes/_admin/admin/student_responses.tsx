import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useAdminPreferences } from '~/components/admin/use-admin-preferences.ts';
import { useErrorToast } from '~/lib/use-error-toast.ts';
import { Page } from '~/components/page/Page.tsx';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatCount } from '~/lib/format.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { useOnRestart } from '~/lib/use-on-restart.ts';
import { SubmissionFilters } from '../-components/submissions/SubmissionFilters.tsx';
import {
  type SubmissionsSearch,
  hasFilters,
  pageCount,
  submissionsQueryInput,
  submissionsSearch,
} from '../-components/submissions/submissions-search.ts';
import { SubmissionsTable } from '../-components/submissions/SubmissionsTable.tsx';

const PAGE_CONTROL = {
  first: 'admin.submissions.pageFirst',
  previous: 'admin.submissions.pagePrevious',
  next: 'admin.submissions.pageNext',
  last: 'admin.submissions.pageLast',
} satisfies Record<string, MessageKey>;

export const Route = createFileRoute('/_admin/admin/student_responses')({
  validateSearch: submissionsSearch,
  loaderDeps: ({ search }) => search,
  // Not awaited, as on every admin list: a failure is a toast and a row in the table
  // (docs/product.md#admin-errors), and a new page keeps the old rows until it arrives.
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(trpc.admin.submissions.filters.queryOptions());
    void queryClient.prefetchQuery(
      trpc.admin.submissions.list.queryOptions(submissionsQueryInput(deps)),
    );
  },
  component: ActivitySubmissionsPage,
});

function ActivitySubmissionsPage() {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const { refetchInterval } = useAdminPreferences();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const input = submissionsQueryInput(search);

  const filters = useQuery(
    trpc.admin.submissions.filters.queryOptions(undefined, { refetchInterval }),
  );
  const list = useQuery(
    trpc.admin.submissions.list.queryOptions(input, {
      placeholderData: keepPreviousData,
      refetchInterval,
    }),
  );
  useErrorToast(list, {
    id: 'admin-submissions',
    title: t('admin.submissions.error'),
    message: t('admin.submissions.loadFailed'),
  });

  // Every student message or submission: the rows (their order, their last response) change.
  // Also after a reconnection: what happened while the connection was down is then shown.
  const refreshRows = () =>
    void queryClient.invalidateQueries(trpc.admin.submissions.list.pathFilter());
  const onRestart = useOnRestart(refreshRows);
  useSubscription(
    trpc.admin.onSubmissions.subscriptionOptions(undefined, {
      onStarted: onRestart,
      onData: refreshRows,
    }),
  );

  const change = (next: Partial<SubmissionsSearch>) =>
    void navigate({
      // Any new filter starts again at page 1.
      search: (prev) => ({ ...prev, ...next, page: 'page' in next ? next.page : undefined }),
      replace: !('page' in next),
      resetScroll: false,
    });

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, input.pageSize);
  const page = input.page ?? 1;
  const first = (page - 1) * (input.pageSize ?? 0) + 1;

  return (
    <Page title={t('admin.submissions.title')}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <SubmissionFilters search={search} options={filters.data} onChange={change} />
          <SubmissionsTable
            rows={list.data?.rows}
            error={list.isError && !list.data ? errorMessage(list.error) : undefined}
            filtered={hasFilters(search)}
            sort={input.sort ?? 'desc'}
            onToggleSort={() => change({ sort: input.sort === 'asc' ? undefined : 'asc' })}
          />
          {total > 0 && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('admin.submissions.range', {
                  first: formatCount(first),
                  last: formatCount(Math.min(first + (list.data?.rows.length ?? 0) - 1, total)),
                  total: formatCount(total),
                })}
              </Text>
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(next) => change({ page: next === 1 ? undefined : next })}
                  size="sm"
                  getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL[control]) })}
                />
              )}
            </Group>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
