import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

export interface ErrorToast {
  /** A stable id, so a refetch that fails again does not stack the same toast. */
  id: string;
  title: string;
  message: string;
}

/**
 * Shows a page's error toasts (docs/product.md's error catalogue) when a query fails: queries
 * have no onError. Keyed by the time of the error, so each new failure is announced once and
 * a re-render is not a new failure.
 */
export function useErrorToast(
  query: { isError: boolean; errorUpdatedAt: number },
  toasts: ErrorToast | readonly ErrorToast[],
) {
  const key = query.isError ? query.errorUpdatedAt : 0;
  const shown = JSON.stringify(toasts);
  useEffect(() => {
    if (!key) return;
    for (const toast of [JSON.parse(shown) as ErrorToast | ErrorToast[]].flat()) {
      notifications.show({ ...toast, color: 'red' });
    }
  }, [key, shown]);
}
