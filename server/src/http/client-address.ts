import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

// A websocket's tRPC context is made from the upgrade's raw request, which lacks the address
// Fastify reads (with TRUST_PROXY, the client's, not the proxy's).
const addresses = new WeakMap<IncomingMessage, string>();

/** Keeps the caller's address of a websocket upgrade as Fastify reads it. */
export function rememberAddress(req: FastifyRequest): void {
  addresses.set(req.raw, req.ip);
}

/** The caller's address of a websocket upgrade, as Fastify read it for the same request. */
export function addressOf(req: IncomingMessage): string {
  return addresses.get(req) ?? req.socket.remoteAddress ?? '';
}
