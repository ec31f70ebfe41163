import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { SUBMISSIONS_PAGE_SIZE } from '@teachchat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';
import { LmsGrades } from '../../components/lms-grades/LmsGrades.tsx';
import { ExportDataButton } from '../../components/teacher/csv/ExportDataButton.tsx';
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

const LIST_FAILED = {
  title: 'Error Fetching Responses',
  message: 'Could not load student responses.',
};

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
  const trpc = useTRPC();
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
    title: 'Error Fetching Data',
    message: 'Could not load courses, students, or activities.',
  });
  useErrorToast(list, { id: 'teacher-responses', ...LIST_FAILED });

  // Any change of filter goes back to the first page.
  const update = (next: Partial<ResponsesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }), replace: true });

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE));
  const loadingText = options.isPending
    ? 'Loading initial data...'
    : list.isPending
      ? 'Loading entries...'
      : null;
  return (
    <Page
      title="Student Responses"
      actions={
        <ExportDataButton
          query={trpc.teacher.responses.export.queryOptions(filters)}
          failure={LIST_FAILED}
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
            errorText={list.isError && !list.data ? 'Failed to load responses.' : null}
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
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
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
