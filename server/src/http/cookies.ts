import { fastifyCookie } from '@fastify/cookie';

/** Cookies of a raw request (the websocket upgrade gets no Fastify cookie parsing). */
export function parseCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? fastifyCookie.parse(header) : {};
}
