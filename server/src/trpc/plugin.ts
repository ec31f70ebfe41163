import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { trpcRequestGuard } from '../http/trpc-guard.ts';
import { type AppServices, contextFactory } from './context.ts';
import { type AppRouter, appRouter } from './router.ts';

/** /trpc over HTTP and over the websocket, behind the cross-site guard. */
export async function trpcRoutes(app: FastifyInstance, services: AppServices) {
  app.addHook('onRequest', trpcRequestGuard(services.config));
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
