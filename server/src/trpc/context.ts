import type { IncomingMessage } from 'node:http';
// Brings reply.setCookie/clearCookie into FastifyReply's type wherever the router is typed.
import type {} from '@fastify/cookie';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@teachchat/shared';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { findUserByApiToken } from '../auth/api-tokens.ts';
import { findSession, sessionCookieName } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { IUser } from '../db/entities/user.ts';
import type { Orm } from '../db/orm.ts';
import type { EventBus } from '../events/bus.ts';
import { closeWhenRevoked } from '../auth/revocation.ts';
import { parseCookies } from '../http/cookies.ts';
import type { RagService } from '../rag/service.ts';
import type { ReplyWriter } from '../chat/replies.ts';

/** What a procedure may know about the caller: a snapshot, not a managed entity. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  departmentCode: string | null;
  avatarUrl: string | null;
  phone: string | null;
  bio: string | null;
}

export interface Auth {
  user: AuthUser;
  /** Set when signed in with the session cookie. */
  sessionId?: string;
  /** Set when signed in with a personal API token. */
  tokenId?: string;
}

export interface AppServices {
  config: Config;
  orm: Orm;
  bus: EventBus;
  rag: RagService;
  chat: ReplyWriter;
}

export interface Context extends AppServices {
  auth: Auth | null;
  ip: string;
  /** The HTTP reply, to set or clear cookies; absent on the websocket. */
  reply?: FastifyReply;
}

export function toAuthUser(user: IUser): AuthUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    departmentCode: user.departmentCode ?? null,
    avatarUrl: user.avatarUrl ?? null,
    phone: user.phone ?? null,
    bio: user.bio ?? null,
  };
}

function bearer(header: string | undefined): string | undefined {
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * Who is calling: the session cookie, an `Authorization: Bearer` API token, or on the
 * websocket a token in connectionParams. The same checks for each way in.
 */
export async function resolveAuth(
  em: EntityManager,
  config: Config,
  headers: IncomingMessage['headers'],
  connectionParams: Record<string, string | undefined> | null | undefined,
): Promise<Auth | null> {
  const token = bearer(headers.authorization) ?? connectionParams?.token;
  if (token) {
    const found = await findUserByApiToken(em, token);
    return found ? { user: toAuthUser(found.user), tokenId: found.tokenId } : null;
  }
  const cookie = parseCookies(headers.cookie)[sessionCookieName(config.secureCookies)];
  if (!cookie) return null;
  const found = await findSession(em, cookie, config.sessionTtlMs);
  return found ? { user: toAuthUser(found.user), sessionId: found.sessionId } : null;
}

export function contextFactory(services: AppServices) {
  return async (opts: {
    req: FastifyRequest | IncomingMessage;
    res: unknown;
    info: TRPCRequestInfo;
  }): Promise<Context> => {
    const em = services.orm.em.fork() as EntityManager;
    const auth = await resolveAuth(
      em,
      services.config,
      opts.req.headers,
      opts.info.connectionParams,
    );
    const isFastify = 'raw' in opts.req;
    if (!isFastify && auth) closeWhenRevoked(services.bus, auth, opts.res as WebSocket);
    return {
      ...services,
      auth,
      ip: isFastify ? (opts.req as FastifyRequest).ip : (opts.req.socket.remoteAddress ?? ''),
      reply: isFastify ? (opts.res as FastifyReply) : undefined,
    };
  };
}
