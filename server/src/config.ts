import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    DEMO_VIDEO_URL: z.url({ protocol: /^https$/ }).optional(),
    SERVE_WEB: bool.default(true),
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
      demoVideoUrl: env.DEMO_VIDEO_URL,
      serveWeb: env.SERVE_WEB,
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

/** Reads process.env once; prints a clear message and exits on a bad value. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  try {
    return parseConfig({ ...process.env, ...overrides });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
