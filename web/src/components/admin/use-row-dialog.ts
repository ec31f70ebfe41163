import { useState } from 'react';

/** Which of a list's row dialogs is open, and for which row: one at a time. */
export function useRowDialog<Kind extends string, Row>() {
  const [dialog, setDialog] = useState<{ kind: Kind; row: Row } | null>(null);
  return {
    /** A row's button handler that opens the `kind` dialog for it. */
    open: (kind: Kind) => (row: Row) => setDialog({ kind, row }),
    close: () => setDialog(null),
    /** The row the `kind` dialog is open for, or null while it is closed. */
    shown: (kind: Kind): Row | null => (dialog?.kind === kind ? dialog.row : null),
  };
}
