import { type Locale, validationTextOf } from '@teachchat/shared';
import { z, type ZodError } from 'zod';
import { render, text, type Text } from './index.ts';

/**
 * A zod issue's message as a text for its reader: a shared schema's rule by its key
 * (`validation.<key>`, the field it names as `validation.field.<name>`), zod's own words as
 * they are (English).
 */
export function issueText(issue: { message: string; params?: unknown }): Text | string {
  const said = validationTextOf(issue);
  if (!said) return issue.message;
  const values = said.field
    ? { ...said.values, field: text(`validation.field.${said.field}`) }
    : said.values;
  return text(`validation.${said.key}`, values);
}

/** zod's flattened error (what the web's forms place under their fields), in `locale`. */
export function flattenedIn(locale: Locale, error: ZodError) {
  return z.flattenError(error, (issue) => render(locale, issueText(issue)));
}
