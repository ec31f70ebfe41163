import type { QueryFilters } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { type Trpc, useTRPC } from '../../lib/trpc.ts';
import { useOnRestart } from '../../lib/use-on-restart.ts';

type ChangeKind = 'users' | 'courses' | 'enrollments' | 'responses' | 'contact';

/** Which admin queries show data of each kind of change. */
export function affectedQueries(trpc: Trpc, kind: ChangeKind): QueryFilters[] {
  const admin = trpc.admin;
  switch (kind) {
    case 'responses':
      return [admin.dashboard.pathFilter(), admin.submissions.pathFilter()];
    case 'contact':
      return [admin.contactMessages.pathFilter()];
    case 'enrollments':
      return [admin.enrollments.pathFilter(), admin.courses.pathFilter()];
    case 'users':
    case 'courses':
      // Names and course titles appear on nearly every admin screen.
      return [
        admin.dashboard.pathFilter(),
        admin.courses.pathFilter(),
        admin.teachers.pathFilter(),
        admin.students.pathFilter(),
        admin.enrollments.pathFilter(),
        admin.submissions.pathFilter(),
      ];
  }
}

/**
 * Keeps the open admin screen current: when anything it shows changes (here or in another
 * admin's browser), its queries are refetched. Only mounted queries refetch; others go stale.
 */
export function useAdminChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A reconnection may have missed changes: read everything shown again.
  const onRestart = useOnRestart(() => void queryClient.invalidateQueries(trpc.admin.pathFilter()));
  useSubscription(
    trpc.admin.onChanges.subscriptionOptions(undefined, {
      onStarted: onRestart,
      onData: ({ kind }) => {
        for (const filter of affectedQueries(trpc, kind)) {
          void queryClient.invalidateQueries(filter);
        }
      },
    }),
  );
}
