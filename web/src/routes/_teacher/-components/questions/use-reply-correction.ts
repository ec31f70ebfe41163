import type { CorrectionView, TeacherQuestionView } from '@teachchat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/lib/trpc.ts';
import { withReplyCorrection } from './reply-correction.ts';

/**
 * What to do once a reply's correction is saved, removed or pinned from a question card:
 * both tabs show it at once, then read again (another tab may have changed it too).
 */
export function useReplyCorrectionSaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (messageId: string, correction: CorrectionView | null) => {
    const lists = trpc.teacher.questions.list.queryFilter();
    queryClient.setQueriesData<TeacherQuestionView[]>(lists, (questions) =>
      questions ? withReplyCorrection(questions, messageId, correction) : questions,
    );
    void queryClient.invalidateQueries(lists);
  };
}
