import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { trpcRequestGuard } from '../http/trpc-guard.ts';
import { type AppServices, contextFactory } from './context.ts';
import { type AppRouter, appRouter } from './router.ts';

/**
 * tRPC answers with a web Response, which Fastify sends as a chunked stream: a stream's
 * machinery and two writes for a JSON answer that is whole already. It goes whole, with its
 * length, in one write.
 */
async function sendWhole(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!(payload instanceof Response)) return payload;
  if (!payload.headers.get('content-type')?.startsWith('application/json')) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return payload.text();
}

/** /trpc over HTTP and over the websocket, behind the cross-site guard. */
export async function trpcRoutes(app: FastifyInstance, services: AppServices) {
  app.addHook('onRequest', trpcRequestGuard(services.config));
  app.addHook('onSend', sendWhole);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(services),
      keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
      onError({ error, path }) {
        // An AppError is the user's answer (errors.ts), not a fault to log.
        if (error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof AppError)) {
          app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        }
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
