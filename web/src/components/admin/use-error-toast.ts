import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

interface ErrorToast {
  /** A stable id, so a refetch that fails again does not stack the same toast. */
  id: string;
  title: string;
  message: string;
}

/**
 * Shows toasts when a query fails (queries have no onError). Keyed by the time of the error, so
 * each new failure is announced once and a re-render is not a new failure.
 */
export function useErrorToast(errorUpdatedAt: number, isError: boolean, toasts: ErrorToast[]) {
  const key = isError ? errorUpdatedAt : 0;
  const shown = JSON.stringify(toasts);
  useEffect(() => {
    if (!key) return;
    for (const toast of JSON.parse(shown) as ErrorToast[]) {
      notifications.show({ ...toast, color: 'red' });
    }
  }, [key, shown]);
}
