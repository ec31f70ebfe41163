import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import type { ModelChoice } from '@teachchat/shared';
import { z } from 'zod';

// Relative paths in settings are relative to the repository root, whichever workspace
// (or dist/) a command runs from, so `npm start` and `npm run token` share one DATA_DIR.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The one place that reads the environment. Everything else receives a Config.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'ADMIN_EMAILS must be a comma-separated list of emails' })));

/** `provider:model-id` (openai, google, mistral, compatible), `hashing`, or `off`. */
const modelRoute = z
  .string()
  .regex(
    /^(off|hashing|(openai|google|mistral|compatible):\S+)$/,
    'use provider:model-id with provider openai, google, mistral or compatible (or off)',
  );

/** An IANA zone name ('Europe/Berlin') that this Node's Intl knows. */
const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'use an IANA time zone name such as Europe/Berlin or America/New_York' },
);

// Only where NODE_ENV is not production (production requires LTI_KEY_SECRET).
const DEV_LTI_KEY_SECRET = 'teachchat-development-only-lti-key-secret';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
    DEMO_DATA: bool.optional(),
    ADMIN_EMAILS: emailList.default([]),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    OIDC_ISSUER: z.url().default('https://accounts.google.com'),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    DEV_LOGIN: bool.optional(),
    DEV_OIDC_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    EVENT_BUS: z.enum(['memory', 'postgres']).default('memory'),
    LIVE_ACCESS_RECHECK_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    CALLER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    DEMO_VIDEO_URL: z.url({ protocol: /^https$/ }).optional(),
    SERVE_WEB: bool.default(true),
    WEB_DIST: z.string().min(1).optional(),
    PAGE_RENDER_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
    SCHOOL_TIME_ZONE: timeZone.optional(),
    // The assistant: providers, model mapping, embeddings and vector stores.
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.url().optional(),
    GOOGLE_API_KEY: z.string().optional(),
    GOOGLE_BASE_URL: z.url().optional(),
    MISTRAL_API_KEY: z.string().optional(),
    MISTRAL_BASE_URL: z.url().optional(),
    OPENAI_COMPATIBLE_BASE_URL: z.url().optional(),
    OPENAI_COMPATIBLE_API_KEY: z.string().optional(),
    LLM_LLAMA_3_1: modelRoute.default('compatible:llama3.1'),
    LLM_LLAMA_3_2: modelRoute.default('compatible:llama3.2'),
    LLM_GPT_3_5_TURBO: modelRoute.default('openai:gpt-4o-mini'),
    LLM_GPT_4: modelRoute.default('openai:gpt-4o'),
    LLM_GEMINI_1_5_PRO: modelRoute.default('google:gemini-2.5-pro'),
    LLM_GEMINI_1_5: modelRoute.default('google:gemini-2.5-flash'),
    LLM_MISTRAL: modelRoute.default('mistral:mistral-small-latest'),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_000).default(1024),
    EMBEDDINGS: modelRoute.default('hashing'),
    OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(12),
    CHROMA_URL: z.url().optional(),
    CHROMA_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
    PINECONE_API_KEY: z.string().optional(),
    PINECONE_INDEX: z.string().default('teachchat'),
    PINECONE_CONTROLLER_URL: z.url().optional(),
    INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    JOBS_WORKER: bool.default(true),
    JOBS_MONITOR_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    LTI_SYNC_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    LTI_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    LEXICAL_INDEX_MB: z.coerce.number().int().min(0).max(65_536).default(256),
    CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(20),
    SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
    UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(100).default(3),
    LTI_KEY_SECRET: z.string().min(32, 'LTI_KEY_SECRET must be at least 32 characters').optional(),
    LTI_KEY_SECRET_PREVIOUS: z.string().min(32).optional(),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const devLogin = env.DEV_LOGIN ?? !production;
    if (devLogin && production) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_LOGIN'],
        message: 'DEV_LOGIN=true is refused in production: it lets anyone sign in as any email',
      });
    }
    if (!devLogin && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required when DEV_LOGIN is off',
      });
    }
    if (production && !env.LTI_KEY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['LTI_KEY_SECRET'],
        message:
          'LTI_KEY_SECRET is required in production: it encrypts the LMS signing keys in the database (make one with: openssl rand -base64 48)',
      });
    }
    const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
    return {
      env: env.NODE_ENV,
      production,
      host: env.HOST,
      port: env.PORT,
      publicUrl: publicUrl.origin,
      secureCookies: publicUrl.protocol === 'https:',
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      // Readable lines while developing; JSON for log collectors everywhere else.
      logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
      dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      embeddedPgPort: env.EMBEDDED_PG_PORT,
      demoData: env.DEMO_DATA ?? !production,
      adminEmails: env.ADMIN_EMAILS,
      sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      oidc: {
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID ?? 'teachchat-dev',
        clientSecret: env.OIDC_CLIENT_SECRET ?? 'teachchat-dev-secret',
      },
      devLogin: devLogin ? { port: env.DEV_OIDC_PORT } : undefined,
      eventBus: env.EVENT_BUS,
      liveAccessRecheckMs: env.LIVE_ACCESS_RECHECK_MS,
      callerCacheMs: env.CALLER_CACHE_MS,
      demoVideoUrl: env.DEMO_VIDEO_URL,
      serveWeb: env.SERVE_WEB,
      webDist: env.WEB_DIST ? path.resolve(REPO_ROOT, env.WEB_DIST) : undefined,
      pageRenderMs: env.PAGE_RENDER_MS,
      // Exports write local times in it; by default the zone of the server's clock.
      schoolTimeZone: env.SCHOOL_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      ai: {
        providers: {
          openai: env.OPENAI_API_KEY
            ? { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }
            : undefined,
          google: env.GOOGLE_API_KEY
            ? { apiKey: env.GOOGLE_API_KEY, baseURL: env.GOOGLE_BASE_URL }
            : undefined,
          mistral: env.MISTRAL_API_KEY
            ? { apiKey: env.MISTRAL_API_KEY, baseURL: env.MISTRAL_BASE_URL }
            : undefined,
          compatible: env.OPENAI_COMPATIBLE_BASE_URL
            ? { apiKey: env.OPENAI_COMPATIBLE_API_KEY, baseURL: env.OPENAI_COMPATIBLE_BASE_URL }
            : undefined,
        },
        models: {
          // satisfies: a model choice added to shared/ must get a setting here.
          'LLama_3.1': env.LLM_LLAMA_3_1,
          'LLama_3.2': env.LLM_LLAMA_3_2,
          'GPT_3.5_turbo': env.LLM_GPT_3_5_TURBO,
          GPT_4: env.LLM_GPT_4,
          'Gemini_1.5_Pro': env.LLM_GEMINI_1_5_PRO,
          'Gemini_1.5': env.LLM_GEMINI_1_5,
          Mistral: env.LLM_MISTRAL,
        } satisfies Record<ModelChoice, string>,
        timeoutMs: env.LLM_TIMEOUT_MS,
        maxOutputTokens: env.LLM_MAX_OUTPUT_TOKENS,
        embeddings: env.EMBEDDINGS,
        offlineWordDelayMs: env.OFFLINE_WORD_DELAY_MS,
      },
      stores: {
        // Without CHROMA_URL, development and tests run the Chroma server that the
        // chromadb package ships, on loopback; production needs a real one.
        chroma: env.CHROMA_URL
          ? { url: env.CHROMA_URL }
          : production
            ? undefined
            : { localPort: env.CHROMA_PORT },
        pinecone: env.PINECONE_API_KEY
          ? {
              apiKey: env.PINECONE_API_KEY,
              indexName: env.PINECONE_INDEX,
              controllerHostUrl: env.PINECONE_CONTROLLER_URL,
            }
          : undefined,
      },
      ingestConcurrency: env.INGEST_CONCURRENCY,
      jobsWorker: env.JOBS_WORKER,
      // How often a node looks for ingestion jobs whose node died (their heartbeat, 10 s,
      // gone stale): such a job is retried elsewhere within both.
      jobsMonitorSeconds: env.JOBS_MONITOR_SECONDS,
      // Grade passback: how often each node looks for scores, progress and grade columns to
      // send the LMS, and the first wait (doubling) before sending again one the LMS refused.
      lti: { syncMs: env.LTI_SYNC_MS, retryDelaySeconds: env.LTI_RETRY_DELAY_SECONDS },
      // Per node: recently asked activities' postings, for BM25 in memory (0: always SQL).
      lexicalIndexMb: env.LEXICAL_INDEX_MB,
      chat: { messagesPerMinute: env.CHAT_MESSAGES_PER_MINUTE },
      // Seals the LMS signing keys at rest; development and tests use a fixed one.
      ltiKeySecrets: {
        current: env.LTI_KEY_SECRET ?? DEV_LTI_KEY_SECRET,
        previous: env.LTI_KEY_SECRET_PREVIOUS,
      },
      limits: {
        signInPerMinute: env.SIGNIN_PER_MINUTE,
        uploadsPerHour: env.UPLOADS_PER_HOUR,
        uploadsAtOnce: env.UPLOADS_AT_ONCE,
      },
    };
  });

export type Config = z.output<typeof envSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty value (KEY= in a copied .env.example) means "not set".
  const set = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export class ConfigError extends Error {}

/**
 * The repository's .env, when there is one: its settings, under those of the environment.
 * Read here rather than with node's --env-file-if-exists, which prints ".env not found.
 * Continuing without it." on every start without one (Node 24).
 */
function envFile(): Record<string, string | undefined> {
  const file = path.join(REPO_ROOT, '.env');
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
}

/** Reads .env and process.env once; prints a clear message and exits on a bad value. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  try {
    return parseConfig({ ...envFile(), ...process.env, ...overrides });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
