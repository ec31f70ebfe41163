import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { SUBMISSIONS_PAGE_SIZE } from '@teachchat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';
import { LmsGrades } from '../../components/lms-grades/LmsGrades.tsx';
import { ExportDataButton } from '../../components/teacher/csv/ExportDataButton.tsx';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import {
  type ResponsesSearch,
  responsesFeedbackInput,
  responsesFilters,
  responsesInput,
  responsesSearch,
} from './-components/queries.ts';
import { FeedbackByActivity } from './-components/responses/FeedbackByActivity.tsx';
import { ResponsesFilters } from './-components/responses/ResponsesFilters.tsx';
import { ResponsesTable } from './-components/responses/ResponsesTable.tsx';
import { emptyResponsesText, pageRange } from './-components/responses/responses-view.ts';
import { useLiveResponses } from './-components/responses/use-live-responses.ts';

const PAGE_CONTROL = {
  first: 'teacher.responses.pageFirst',
  previous: 'teacher.responses.pagePrevious',
  next: 'teacher.responses.pageNext',
  last: 'teacher.responses.pageLast',
} satisfies Record<string, MessageKey>;

export const Route = createFileRoute('/_teacher/student_responses')({
  validateSearch: responsesSearch,
  // Not awaited: the table has its own loading texts and error toasts.
  loader: ({ context: { queryClient, trpc }, location }) => {
    const search = responsesSearch(location.search);
    void queryClient.prefetchQuery(trpc.teacher.responses.filters.queryOptions());
    void queryClient.prefetchQuery(
      trpc.teacher.responses.list.queryOptions(responsesInput(search)),
    );
  },
  component: TeacherStudentResponsesPage,
});

function TeacherStudentResponsesPage() {
  const t = useT();
  const trpc = useTRPC();
  const listFailed = {
    title: t('teacher.responses.listFailedTitle'),
    message: t('teacher.responses.listFailed'),
  };
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = responsesFilters(search);
  const page = search.page ?? 1;
  const options = useQuery(trpc.teacher.responses.filters.queryOptions());
  const list = useQuery({
    ...trpc.teacher.responses.list.queryOptions(responsesInput(search)),
    placeholderData: keepPreviousData,
  });
  const feedback = useQuery({
    ...trpc.teacher.responses.feedback.queryOptions(responsesFeedbackInput(filters)),
    placeholderData: keepPreviousData,
  });
  useLiveResponses();
  useErrorToast(options, {
    id: 'teacher-response-filters',
    title: t('teacher.responses.filtersFailedTitle'),
    message: t('teacher.responses.filtersFailed'),
  });
  useErrorToast(list, { id: 'teacher-responses', ...listFailed });

  // Any change of filter goes back to the first page.
  const update = (next: Partial<ResponsesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }), replace: true });

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE));
  const loadingText = options.isPending
    ? t('teacher.responses.loadingInitial')
    : list.isPending
      ? t('teacher.responses.loadingEntries')
      : null;
  return (
    <Page
      title={t('teacher.responses.title')}
      actions={
        <ExportDataButton
          query={trpc.teacher.responses.export.queryOptions(filters)}
          failure={listFailed}
          disabled={total === 0}
        />
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <ResponsesFilters
            options={options.data}
            search={search.search ?? ''}
            courseId={search.courseId}
            studentId={search.studentId}
            activityId={search.activityId}
            onSearch={(value) => update({ search: value || undefined })}
            onChange={update}
          />
          <ResponsesTable
            rows={list.data?.rows}
            loadingText={loadingText}
            errorText={list.isError && !list.data ? t('teacher.responses.failed') : null}
            emptyText={emptyResponsesText(filters)}
            sort={filters.sort}
            onToggleSort={() => update({ sort: filters.sort === 'desc' ? 'asc' : undefined })}
          />
          {total > 0 && (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {pageRange(page, SUBMISSIONS_PAGE_SIZE, total)}
              </Text>
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(next) =>
                    void navigate({
                      search: (prev) => ({ ...prev, page: next === 1 ? undefined : next }),
                    })
                  }
                  getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL[control]) })}
                />
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      <FeedbackByActivity rows={feedback.data} />
      {search.activityId && <LmsGrades activityId={search.activityId} />}
    </Page>
  );
}
