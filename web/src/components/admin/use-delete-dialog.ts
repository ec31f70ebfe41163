import { notifications } from '@mantine/notifications';
import { type Toast, useAdminSaved } from './admin-toasts.ts';
import { useRetained } from './use-retained.ts';

interface DeleteDialogOptions<Row, Result> {
  /** The row to delete; null while the dialog is closed. */
  row: Row | null;
  onClose: () => void;
  deleted: (result: Result) => Toast;
  refused: (error: unknown, row: Row | null) => Toast;
}

/**
 * An admin delete dialog's workings: the row it is about (kept while the dialog fades out),
 * the delete's callbacks (on success a green toast, the dialog closed and every admin screen
 * read again; on failure a red toast) and ConfirmDeleteModal's props.
 */
export function useDeleteDialog<Row extends { id: string }, Result>(
  options: DeleteDialogOptions<Row, Result>,
) {
  const { onClose } = options;
  const row = useRetained(options.row);
  const saved = useAdminSaved();
  return {
    row,
    opened: options.row !== null,
    /** For the remove procedure's mutationOptions. */
    callbacks: {
      onSuccess: async (result: Result) => {
        onClose();
        await saved(options.deleted(result));
      },
      onError: (error: unknown) =>
        notifications.show({ color: 'red', ...options.refused(error, row) }),
    },
    /** ConfirmDeleteModal's props, for the mutation made with `callbacks`. */
    modal: (remove: { isPending: boolean; mutate: (input: { id: string }) => void }) => ({
      opened: options.row !== null,
      onClose,
      loading: remove.isPending,
      onConfirm: () => row && remove.mutate({ id: row.id }),
    }),
  };
}
