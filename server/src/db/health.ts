import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../events/bus.ts';
import { kysely } from './kysely.ts';
import type { Orm } from './orm.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../unavailable.ts';

/**
 * GET /healthz for a load balancer: 200 when this node reaches PostgreSQL and hears other
 * nodes' events, 503 otherwise (PostgreSQL down or restarting, the event bus reconnecting).
 * Plain HTTP routes that fail because PostgreSQL is unreachable answer 503 with a sentence
 * rather than the driver's error. Call before registering other routes: they keep the error
 * handler in place when they are added.
 */
export function databaseHealth(fastify: FastifyInstance, deps: { orm: Orm; bus: EventBus }) {
  fastify.setErrorHandler((err, req, reply) => {
    if (!isDatabaseUnavailable(err)) throw err;
    req.log.warn({ err }, 'PostgreSQL unreachable');
    return reply.code(503).send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
  });

  fastify.get('/healthz', async (_req, reply) => {
    const database = await kysely(deps.orm.em)
      .selectNoFrom(({ lit }) => lit(1).as('one'))
      .execute()
      .then(
        () => true,
        () => false,
      );
    const events = deps.bus.connected();
    const ok = database && events;
    return reply.code(ok ? 200 : 503).send({ ok, database, events });
  });
}
