import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { useOnRestart } from '../../lib/use-on-restart.ts';

/**
 * A question asked or answered in one of the teacher's courses, from any tab or node: the
 * count and the Questions page are read again. Also when the subscription starts again after
 * a reconnection, as events may have been missed meanwhile.
 */
export function useLiveQuestions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries(trpc.teacher.questions.pathFilter(), {
      cancelRefetch: false,
    });
  const onRestart = useOnRestart(refresh);
  useSubscription(
    trpc.teacher.questions.onQuestion.subscriptionOptions(undefined, {
      onStarted: onRestart,
      onData: refresh,
    }),
  );
}
