import type { IncomingMessage } from 'node:http';
// Brings reply.setCookie/clearCookie into FastifyReply's type wherever the router is typed.
import type {} from '@fastify/cookie';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@teachchat/shared';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { type Auth, resolveCaller } from '../auth/caller.ts';
import type { CallerCache } from '../auth/caller-cache.ts';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { EventBus } from '../events/bus.ts';
import { closeWhenRevoked } from '../auth/revocation.ts';
import { acceptedLocale } from '../http/accept-language.ts';
import { addressOf } from '../http/client-address.ts';
import type { RagService } from '../rag/service.ts';
import type { ReplyWriter } from '../chat/replies.ts';
import type { PreferenceCache } from '../services/preferences.ts';
import type { SchoolLocaleCache } from '../services/school/language.ts';

export interface AppServices {
  config: Config;
  orm: Orm;
  bus: EventBus;
  rag: RagService;
  chat: ReplyWriter;
  /** Who recent credentials belong to, on this node (auth/caller-cache.ts). */
  callers: CallerCache<Auth>;
  /** Callers' preferences, on this node beside who they are (services/preferences.ts). */
  preferences: PreferenceCache;
  /** The school's default language, on this node (services/school/language.ts). */
  school: SchoolLocaleCache;
}

export interface Context extends AppServices {
  auth: Auth | null;
  /**
   * The language the caller reads (errors are written in it): their own choice, else a
   * signed-out browser's Accept-Language, else the school's default.
   */
  locale: Locale;
  ip: string;
  /** The HTTP reply, to set or clear cookies; absent on the websocket. */
  reply?: FastifyReply;
  /**
   * On the websocket, where `auth` is who opened the socket: who is calling now, read as
   * each HTTP request reads it (the node's caller cache, else the database).
   */
  readCaller?: () => Promise<Auth | null>;
}

export function contextFactory(services: AppServices) {
  return async (opts: {
    req: FastifyRequest | IncomingMessage;
    res: unknown;
    info: TRPCRequestInfo;
  }): Promise<Context> => {
    const readCaller = () =>
      resolveCaller(
        () => services.orm.em.fork() as EntityManager,
        services.config,
        opts.req.headers,
        opts.info.connectionParams,
        services.callers,
      );
    const auth = await readCaller();
    const locale =
      auth?.user.locale ??
      (auth ? undefined : acceptedLocale(opts.req.headers['accept-language'])) ??
      (await services.school.get(() => services.orm.em.fork() as EntityManager));
    const isFastify = 'raw' in opts.req;
    if (!isFastify && auth) closeWhenRevoked(services.bus, auth, opts.res as WebSocket);
    return {
      ...services,
      auth,
      locale,
      ip: isFastify ? (opts.req as FastifyRequest).ip : addressOf(opts.req as IncomingMessage),
      reply: isFastify ? (opts.res as FastifyReply) : undefined,
      readCaller: isFastify ? undefined : readCaller,
    };
  };
}
