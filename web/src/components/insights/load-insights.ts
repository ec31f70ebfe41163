import type { QueryClient } from '@tanstack/react-query';
import type { InsightsApi } from './insights-api.ts';
import { utcOffsetMinutes } from './insights-format.ts';

/**
 * For an insights route's loader: waits for the overview (the page's heading and counts)
 * and starts the sections, which show their own placeholders.
 */
export function loadInsights(queryClient: QueryClient, api: InsightsApi, activityId: string) {
  const input = { activityId };
  void queryClient.prefetchQuery(api.topics.queryOptions(input));
  void queryClient.prefetchQuery(api.gaps.queryOptions(input));
  void queryClient.prefetchQuery(api.materialUse.queryOptions(input));
  void queryClient.prefetchQuery(api.feedback.queryOptions(input));
  return queryClient.ensureQueryData(
    api.overview.queryOptions({ activityId, utcOffsetMinutes: utcOffsetMinutes() }),
  );
}
