import { LIMITS, preferencesSchema } from '@teachchat/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

const DEFAULTS = preferencesSchema.parse({});

/**
 * The admin's saved display preferences, applied to every admin list: compact tables, and a
 * refetch every five minutes while Auto Refresh is on. Read from the session the guard loaded.
 */
export function useAdminPreferences() {
  const trpc = useTRPC();
  const { data: session } = useQuery(trpc.public.session.queryOptions());
  const preferences = session?.preferences ?? DEFAULTS;
  return {
    compactMode: preferences.compactMode,
    autoRefresh: preferences.autoRefresh,
    /** For `refetchInterval` of the admin lists. */
    refetchInterval: preferences.autoRefresh ? LIMITS.autoRefreshMs : (false as const),
  };
}
