import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/t.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { errorCode } from './form-errors.ts';

export interface Toast {
  title: string;
  message: string;
}

/** After an admin change: a green toast, and every admin screen's data read again. */
export function useAdminSaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (toast: Toast) => {
    notifications.show({ color: 'green', ...toast });
    await queryClient.invalidateQueries(trpc.admin.pathFilter());
  };
}

/**
 * A refused admin change, as the 'Error' toast: the server's own sentence when its code says
 * it explains the refusal (a full course, a repeat enrollment), else `fallback`.
 */
export function showRefused(error: unknown, explainedBy: readonly string[], fallback: string) {
  const code = errorCode(error);
  notifications.show({
    color: 'red',
    title: t('admin.common.error'),
    message: code && explainedBy.includes(code) ? errorMessage(error) : fallback,
  });
}
