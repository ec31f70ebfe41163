import { schemaResolver, useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import type { FormValues } from '../../lib/form-values.ts';
import { useAdminSaved } from './admin-toasts.ts';
import { useFormErrors } from './use-form-errors.ts';

/**
 * The form every admin Add/Edit screen uses: checked against the same zod schema the
 * server uses, sent as that schema's output, with a refused save shown through
 * useFormErrors (field errors, a general message, a toast). The initial values name every
 * field of the schema's input, so a field added to or renamed in the schema shows here.
 */
export function useAdminForm<
  Schema extends z.ZodType<unknown, object>,
  Values extends FormValues<z.input<Schema>, keyof z.input<Schema>>,
>(schema: Schema, initialValues: Values) {
  type Output = z.output<Schema>;
  const saved = useAdminSaved();
  const errors = useFormErrors();
  const form = useForm<Values, Output>({
    mode: 'uncontrolled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => schema.parse(values),
  });
  return {
    /** The general error of the last refused save, for FormErrorAlert. */
    generalError: errors.general,
    /** Props for an input bound to one field. */
    field: (name: keyof Values & string) => ({
      key: form.key(name),
      ...form.getInputProps(name),
    }),
    /** The form's submit handler: valid values, as the schema outputs them, go to `save`. */
    onSubmit: (save: (values: Output) => void): ((event?: FormEvent<HTMLFormElement>) => void) =>
      form.onSubmit((values) => {
        errors.clear();
        save(values);
      }),
    /** Shows a refused save; a conflict (a taken code or email) goes under `conflictField`. */
    refused: (
      error: unknown,
      conflictField: (keyof Values & string) | undefined,
      toast: { title: string; message: string },
    ) => errors.report(error, form, conflictField, toast),
    /** After a save: a green toast, and every admin screen's data read again. */
    saved,
  };
}
