import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * Shows a page's error toast (docs/product.md#teacher-errors) once for each failure of a
 * query (not on every render).
 */
export function useErrorToast(error: unknown, title: string, message?: string) {
  useEffect(() => {
    if (!error) return;
    notifications.show({
      id: `load-error-${title}`,
      color: 'red',
      title: message ? title : 'Error',
      message: message ?? title,
    });
  }, [error, title, message]);
}
