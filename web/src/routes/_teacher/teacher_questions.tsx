import { Tabs } from '@mantine/core';
import { TEACHER_QUESTION_STATUSES, type TeacherQuestionStatus } from '@teachchat/shared';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCount } from '../../lib/format.ts';
import { searchEnum, searchParams } from '../../lib/search.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { QuestionList } from './-components/questions/QuestionList.tsx';

const questionsSearch = searchParams({
  status: searchEnum(TEACHER_QUESTION_STATUSES),
});

export const Route = createFileRoute('/_teacher/teacher_questions')({
  validateSearch: questionsSearch,
  // Not awaited: the list has its own loading, empty and error states.
  loader: ({ context: { queryClient, trpc }, location }) => {
    const { status = 'open' } = questionsSearch(location.search);
    void queryClient.prefetchQuery(trpc.teacher.questions.list.queryOptions({ status }));
  },
  component: TeacherQuestionsPage,
});

/**
 * Students' questions about the assistant's replies (docs/product.md#ask-my-teacher),
 * answered in place; kept live by the sidebar's count.
 */
function TeacherQuestionsPage() {
  const trpc = useTRPC();
  const t = useT();
  const { status = 'open' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const count = useQuery(trpc.teacher.questions.count.queryOptions());
  const open = count.data?.open;
  return (
    <Page title={t('teacher.questions.title')}>
      <Tabs
        value={status}
        onChange={(next) =>
          void navigate({
            search: {
              status: next === 'answered' ? ('answered' as TeacherQuestionStatus) : undefined,
            },
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="open">
            {open
              ? t('teacher.questions.openTabCount', { count: formatCount(open) })
              : t('teacher.questions.openTab')}
          </Tabs.Tab>
          <Tabs.Tab value="answered">{t('teacher.questions.answeredTab')}</Tabs.Tab>
        </Tabs.List>
        {TEACHER_QUESTION_STATUSES.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <QuestionList status={value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
