import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { formErrorsFrom } from './form-errors.ts';

/**
 * A refused save, shown the way every admin form shows it: field errors under their
 * fields (a conflict under `conflictField`), anything else above the buttons, and a toast.
 */
export function useFormErrors() {
  const [general, setGeneral] = useState<string | null>(null);
  return {
    general,
    clear: () => setGeneral(null),
    report(
      error: unknown,
      form: { setErrors(errors: Record<string, string>): void },
      conflictField: string | undefined,
      toast: { title: string; message: string },
    ) {
      const refused = formErrorsFrom(error, conflictField);
      form.setErrors(refused.fields);
      setGeneral(refused.general);
      notifications.show({ color: 'red', ...toast });
    },
  };
}
