import { i18n } from '@lingui/core';
import type { MessageKey, MessageValues } from './keys.ts';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A message in the active language, outside a component (a toast's text, a formatter). The
 * app has one Lingui instance, the module's own; the server's drawing of a page activates its
 * reader's language just before it draws (render-page.tsx), and drawing is synchronous.
 */
export const t: Translate = (key, values) => i18n._(key, values);

/** The active language's tag for `Intl`: 'en' before any is activated. */
export function activeLocale(): string {
  return i18n.locale || 'en';
}
