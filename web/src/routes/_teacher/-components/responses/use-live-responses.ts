import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../../../lib/trpc.ts';

/**
 * A student's new message or submission in one of the teacher's courses: the list is read
 * again, so the row moves up (or appears) without a reload. Also at every (re)start of the
 * subscription: whatever happened while the connection was down is then shown too.
 */
export function useLiveResponses() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A burst of messages must not cancel each refetch before it answers.
  const refresh = () =>
    void queryClient.invalidateQueries(trpc.teacher.responses.list.pathFilter(), {
      cancelRefetch: false,
    });
  useSubscription(
    trpc.teacher.onResponses.subscriptionOptions(undefined, {
      onStarted: refresh,
      onData: refresh,
    }),
  );
}
