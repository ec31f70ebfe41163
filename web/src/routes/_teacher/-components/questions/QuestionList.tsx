import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { LIMITS, type TeacherQuestionStatus } from '@teachchat/shared';
import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { EmptyMessage } from '~/components/empty-message/EmptyMessage.tsx';
import { QuestionCard } from './QuestionCard.tsx';

const EMPTY = {
  open: { title: 'teacher.questions.emptyOpen', description: 'teacher.questions.emptyOpenText' },
  answered: {
    title: 'teacher.questions.emptyAnswered',
    description: 'teacher.questions.emptyAnsweredText',
  },
} satisfies Record<TeacherQuestionStatus, { title: MessageKey; description: MessageKey }>;

/** The open questions, oldest first, or the latest answered ones. */
export function QuestionList({ status }: { status: TeacherQuestionStatus }) {
  const trpc = useTRPC();
  const t = useT();
  const list = useQuery(trpc.teacher.questions.list.queryOptions({ status }));
  if (list.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t('teacher.questions.loading')}>
        {Array.from({ length: LIMITS.skeletonRows - 2 }, (_, card) => (
          <Skeleton key={card} h={220} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title={t('teacher.questions.failed')}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void list.refetch()}>
          {t('teacher.questions.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyMessage
        icon={IconMessageQuestion}
        title={t(EMPTY[status].title)}
        description={t(EMPTY[status].description)}
      />
    );
  }
  return (
    <Stack gap="md">
      {list.data.map((question) => (
        <QuestionCard key={question.id} question={question} />
      ))}
    </Stack>
  );
}
