import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import type { EntityManager } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Auth } from './auth/caller.ts';
import { CallerCache } from './auth/caller-cache.ts';
import { startDevProvider } from './auth/dev-provider.ts';
import { announceRevocation } from './auth/revocation.ts';
import { UserChangeAnnouncer } from './auth/user-changes.ts';
import { createReplyWriter } from './chat/replies.ts';
import { createOidcClient } from './auth/oidc.ts';
import { deleteExpiredSessions, sessionCookieName } from './auth/sessions.ts';
import { ensureAdmins } from './auth/users.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { databaseHealth } from './db/health.ts';
import type { EventBus } from './events/bus.ts';
import { createMemoryBus } from './events/memory-bus.ts';
import { createPostgresBus } from './events/postgres-bus.ts';
import { topics } from './events/topics.ts';
import { avatarRoutes } from './http/avatars.ts';
import { detailErrors } from './http/detail-errors.ts';
import { ragContractRoutes } from './http/rag-contract.ts';
import { ltiRoutes } from './http/lti.ts';
import { personExportRoutes } from './http/person-export.ts';
import { ltiFraming } from './http/lti-framing.ts';
import { closeUnreadBody, UPLOAD_LIMITS } from './http/multipart.ts';
import { securityHeaders } from './http/security.ts';
import { authRoutes } from './http/sign-in.ts';
import { teacherUploadRoutes } from './http/teacher-uploads.ts';
import { UploadSlots } from './http/upload-limits.ts';
import { serveWeb } from './http/web.ts';
import { loggerOptions, OneLinePerRequest } from './logging.ts';
import { defaultModel } from './rag/answer/models.ts';
import { startRag, type RagService } from './rag/service.ts';
import { auditRoleChanged } from './services/audit/events.ts';
import { addDemoActivities } from './services/demo-activities.ts';
import { startRetentionSchedule } from './services/retention/schedule.ts';
import { useKeySecrets } from './services/lti/key-sealing.ts';
import { startScoreQueue } from './services/lti/score-queue.ts';
import { demoAccounts, seedIfEmpty } from './services/demo-data.ts';
import { notify } from './services/notifications.ts';
import type { PreferenceCache } from './services/preferences.ts';
import { SchoolLocaleCache } from './services/school/language.ts';
import { trpcRoutes } from './trpc/plugin.ts';

export interface App {
  fastify: FastifyInstance;
  db: Database;
  bus: EventBus;
  rag: RagService;
  config: Config;
  /** The OpenID issuer in use (the local provider's address under DEV_LOGIN). */
  issuer: string;
  close(): Promise<void>;
}

/** Builds the whole app from a config; used by main.ts and by tests alike. */
export async function buildApp(config: Config): Promise<App> {
  const fastify = Fastify({
    logger: loggerOptions(config),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A batch of queries is one path of their names joined by commas (/trpc/a.b,c.d): the
    // 100 characters Fastify allows by default refuse a page's batch with 414.
    routerOptions: { maxParamLength: 5000 },
  });
  const db = await openDatabase(config, { log: (line) => fastify.log.debug(line) });
  const cleanups: (() => Promise<unknown>)[] = [() => db.close()];
  try {
    const em = db.orm.em.fork() as EntityManager;
    const demo = config.demoData && (await seedIfEmpty(em));
    const promoted = await ensureAdmins(em, config.adminEmails);
    for (const p of promoted) await auditRoleChanged(em, p.user, p.from, 'admin', 'ADMIN_EMAILS');
    await deleteExpiredSessions(em);

    const bus =
      config.eventBus === 'postgres'
        ? await createPostgresBus(db.url, (msg, err) => fastify.log.warn({ err }, msg))
        : createMemoryBus();
    cleanups.unshift(() => bus.close());
    // Their open websockets (on nodes already running) were opened with the former role.
    for (const p of promoted) await announceRevocation(bus, { userId: p.user.id });
    db.orm.em.getEventManager().registerSubscriber(new UserChangeAnnouncer(bus));

    const rag = await startRag({
      config,
      orm: db.orm,
      bus,
      databaseUrl: db.url,
      notifyTeacher: (em, teacherId, note) => notify(em, bus, teacherId, note),
      log: (msg, err) => fastify.log.warn({ err }, msg),
    });
    cleanups.unshift(() => rag.close());
    if (demo) await addDemoActivities(em, rag, defaultModel(config));
    const chat = createReplyWriter({
      orm: db.orm,
      bus,
      rag,
      log: (msg, err) => fastify.log.warn({ err }, msg),
    });
    cleanups.unshift(() => chat.close());
    await useKeySecrets(em, config.ltiKeySecrets);
    const ltiScores = await startScoreQueue({
      orm: db.orm,
      connectionString: db.url,
      work: config.jobsWorker,
      sweepMs: config.lti.syncMs,
      retryDelaySeconds: config.lti.retryDelaySeconds,
      log: (msg, err) => fastify.log.warn({ err }, msg),
    });
    cleanups.unshift(() => ltiScores.close());
    const retention = await startRetentionSchedule({
      connectionString: db.url,
      timeZone: config.schoolTimeZone,
      work: config.jobsWorker,
      fork: () => db.orm.em.fork() as EntityManager,
      log: (msg, err) => fastify.log.warn({ err }, msg),
    });
    cleanups.unshift(() => retention.close());
    const callers = new CallerCache<Auth>(bus, config.callerCacheMs);
    cleanups.unshift(async () => callers.close());
    const preferences: PreferenceCache = new CallerCache(bus, config.callerCacheMs);
    cleanups.unshift(async () => preferences.close());
    const school = new SchoolLocaleCache(bus, config.callerCacheMs);
    cleanups.unshift(async () => school.close());

    let issuer = config.oidc.issuer;
    if (config.devLogin) {
      const provider = await startDevProvider({
        port: config.devLogin.port,
        clientId: config.oidc.clientId,
        clientSecret: config.oidc.clientSecret,
        redirectUri: `${config.publicUrl}/auth/callback`,
        accounts: () => demoAccounts(db.orm.em.fork() as EntityManager),
      });
      issuer = provider.issuer;
      cleanups.unshift(() => provider.close());
    }
    const oidc = createOidcClient({ ...config.oidc, issuer, allowHttp: !!config.devLogin });

    await fastify.register(fastifyCookie);
    await fastify.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
    securityHeaders(fastify, config);
    // Events other nodes sent while this node could not hear them were missed: closing the
    // sockets (1012, service restart) makes every client reconnect, resubscribe and catch up.
    // Spread over up to 30 s (5 ms a socket), so thousands don't all come back at once.
    const stopResumed = bus.subscribe(topics.busResumed, () => {
      const sockets = [...fastify.websocketServer.clients];
      const spreadMs = Math.min(30_000, sockets.length * 5);
      for (const socket of sockets) {
        setTimeout(
          () => socket.close(1012, 'Live updates resumed'),
          Math.random() * spreadMs,
        ).unref();
      }
    });
    fastify.addHook('onClose', async () => stopResumed());

    databaseHealth(fastify, { orm: db.orm, bus });
    await fastify.register(authRoutes, { config, orm: db.orm, oidc });
    ltiFraming(fastify, { config, orm: db.orm });
    await fastify.register(ltiRoutes, { config, orm: db.orm });
    await fastify.register(personExportRoutes, { config, orm: db.orm });
    await fastify.register(async (scope) => {
      // One multipart parser for every upload route, with every limit set.
      await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
      scope.addHook('onSend', closeUnreadBody);
      // Every refusal and fault of these routes is answered as { detail }.
      scope.setErrorHandler(detailErrors);
      const uploads = {
        config,
        orm: db.orm,
        rag,
        bus,
        slots: new UploadSlots(config.limits.uploadsAtOnce),
      };
      await scope.register(ragContractRoutes, uploads);
      await scope.register(teacherUploadRoutes, uploads);
      await scope.register(avatarRoutes, uploads);
    });
    await fastify.register(trpcRoutes, {
      config,
      orm: db.orm,
      bus,
      rag,
      chat,
      callers,
      preferences,
      school,
    });
    if (config.serveWeb) {
      await serveWeb(fastify, config.webDist, {
        pageRenderMs: config.pageRenderMs,
        sessionCookie: sessionCookieName(config.secureCookies),
      });
    }

    return {
      fastify,
      db,
      bus,
      rag,
      config,
      issuer,
      async close() {
        await fastify.close();
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (err) {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    throw err;
  }
}
