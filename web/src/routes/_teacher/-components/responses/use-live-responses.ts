import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '~/lib/trpc.ts';
import { useOnRestart } from '~/lib/use-on-restart.ts';

/**
 * A student's new message or submission in one of the teacher's courses: the list and its
 * likes and dislikes are read again, so the row moves up (or appears) without a reload.
 * Also when the subscription starts again after a reconnection: whatever happened
 * meanwhile is then shown too.
 */
export function useLiveResponses() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A burst of messages must not cancel each refetch before it answers.
  const refresh = () => {
    for (const filter of [
      trpc.teacher.responses.list.pathFilter(),
      trpc.teacher.responses.feedback.pathFilter(),
    ]) {
      void queryClient.invalidateQueries(filter, { cancelRefetch: false });
    }
  };
  const onRestart = useOnRestart(refresh);
  useSubscription(
    trpc.teacher.onResponses.subscriptionOptions(undefined, {
      onStarted: onRestart,
      onData: refresh,
    }),
  );
}
