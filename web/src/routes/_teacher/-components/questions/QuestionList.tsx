import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { LIMITS, type TeacherQuestionStatus } from '@teachchat/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '~/lib/trpc.ts';
import { EmptyMessage } from '~/components/empty-message/EmptyMessage.tsx';
import { QuestionCard } from './QuestionCard.tsx';

const EMPTY: Record<TeacherQuestionStatus, { title: string; description: string }> = {
  open: {
    title: 'No open questions',
    description:
      'When a student presses "Ask my teacher" under a reply of the assistant, the question appears here.',
  },
  answered: {
    title: 'No answered questions yet',
    description: 'Questions you answer move here.',
  },
};

/** The open questions, oldest first, or the latest answered ones. */
export function QuestionList({ status }: { status: TeacherQuestionStatus }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.teacher.questions.list.queryOptions({ status }));
  if (list.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading questions">
        {Array.from({ length: LIMITS.skeletonRows - 2 }, (_, card) => (
          <Skeleton key={card} h={220} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title="Failed to load questions.">
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (list.data.length === 0) {
    return <EmptyMessage icon={IconMessageQuestion} {...EMPTY[status]} />;
  }
  return (
    <Stack gap="md">
      {list.data.map((question) => (
        <QuestionCard key={question.id} question={question} />
      ))}
    </Stack>
  );
}
