import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '@teachchat/shared';
import { de } from './de.ts';
import { en, type TextKey } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

export { en, type TextKey } from './en.ts';

/** Every language's catalogue; each holds exactly English's keys (its type says so). */
export const CATALOGUES: Record<Locale, Record<TextKey, string>> = { en, es, fr, de };

/**
 * A list (of courses, say) is joined by the reader's language's rules: "A, B and C"; a value
 * that is a text itself (a field's name) is written in the same language.
 */
export type TextValues = Record<string, string | number | readonly string[] | Text>;

/**
 * A text not yet written in anyone's language: what a service, an error or a notification
 * carries until the transport knows who reads it.
 */
export interface Text {
  key: TextKey;
  values?: TextValues;
}

export const text = (key: TextKey, values?: TextValues): Text =>
  values ? { key, values } : { key };

// One Lingui instance per language, each compiled once at start-up (a bad message fails the
// boot and the catalogue test, never a request): a call never switches another's language.
const instances = new Map<Locale, I18n>(
  Object.entries(CATALOGUES).map(([locale, messages]) => {
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]),
    );
    return [locale as Locale, setupI18n({ locale, messages: { [locale]: compiled } })];
  }),
);

// English lists without the serial comma ("A, B and C"), as the error texts were written.
const LIST_LOCALES: Record<Locale, string> = { en: 'en-GB', es: 'es', fr: 'fr', de: 'de' };

function listsJoined(locale: Locale, values: TextValues): Record<string, string | number> {
  const list = new Intl.ListFormat(LIST_LOCALES[locale], { type: 'conjunction' });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value !== 'object'
        ? value
        : 'key' in value
          ? translate(locale, value.key, value.values)
          : list.format(value),
    ]),
  );
}

/** Writes a text in `locale` (English for a language TeachChat does not speak). */
export function translate(locale: Locale, key: TextKey, values?: TextValues): string {
  const i18n = instances.get(locale) ?? instances.get(DEFAULT_LOCALE);
  if (!i18n) return en[key];
  return i18n._(key, values && listsJoined(locale, values));
}

/** A text, or a sentence already written (a provider's words, a file's own error), in `locale`. */
export function render(locale: Locale, t: Text | string): string {
  return typeof t === 'string' ? t : translate(locale, t.key, t.values);
}

/** Writes texts in one language: what a service that writes several is handed. */
export type Translate = (key: TextKey, values?: TextValues) => string;
export const translator =
  (locale: Locale): Translate =>
  (key, values) =>
    translate(locale, key, values);
