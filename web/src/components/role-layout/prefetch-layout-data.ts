import type { RouterContext } from '../../lib/router-context.ts';
import { NOTIFICATIONS_INPUT } from '../notifications-menu/notifications-input.ts';

/**
 * Starts loading what every signed-in header shows. Not awaited and never throws: a failing
 * notifications list must not keep the user out of their pages (the menu shows the error).
 */
export function prefetchLayoutData({ queryClient, trpc }: RouterContext): void {
  void queryClient.prefetchQuery(trpc.me.notifications.list.queryOptions(NOTIFICATIONS_INPUT));
}
