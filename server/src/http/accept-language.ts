import { LOCALES, type Locale } from '@teachchat/shared';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** The supported language a browser's Accept-Language prefers, if it accepts any. */
export function acceptedLocale(header: string | string[] | undefined): Locale | undefined {
  if (!header) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  const [best] = new Negotiator({ headers: { 'accept-language': value } }).languages([...LOCALES]);
  // Negotiator matches "es-MX" to "es" and answers only from the list it is given.
  return best as Locale | undefined;
}

const callers = new WeakMap<FastifyRequest, Locale>();

/** Remembers the language of a plain HTTP route's caller, once it is known (request-auth.ts). */
export function rememberCallerLocale(req: FastifyRequest, locale: Locale | null): void {
  if (locale) callers.set(req, locale);
}

/** The language a plain HTTP route answers in: its caller's own, else the browser's. */
export function requestLocale(req: FastifyRequest): Locale {
  return callers.get(req) ?? acceptedLocale(req.headers['accept-language']) ?? 'en';
}
