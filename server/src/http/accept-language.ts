import { LOCALES, type Locale } from '@teachchat/shared';
import Negotiator from 'negotiator';

/** The supported language a browser's Accept-Language prefers, if it accepts any. */
export function acceptedLocale(header: string | string[] | undefined): Locale | undefined {
  if (!header) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  const [best] = new Negotiator({ headers: { 'accept-language': value } }).languages([...LOCALES]);
  // Negotiator matches "es-MX" to "es" and answers only from the list it is given.
  return best as Locale | undefined;
}
