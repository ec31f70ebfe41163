import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuestions } from './use-live-questions.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The teacher sidebar's count of questions waiting for an answer, kept live. */
export function OpenQuestionsBadge() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.teacher.questions.count.queryOptions());
  useLiveQuestions();
  if (!data?.open) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={data.open < 10}>
      {data.open}
      <VisuallyHidden> open</VisuallyHidden>
    </Badge>
  );
}
