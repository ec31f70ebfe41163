import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const LTI_SECRET = 'a-production-secret-of-at-least-32-characters';

describe('config', () => {
  it('needs LTI_KEY_SECRET in production, saying what it is for and how to make one', () => {
    const prod = { NODE_ENV: 'production', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' };
    expect(() => parseConfig(prod)).toThrow(
      /LTI_KEY_SECRET is required in production: it encrypts the LMS signing keys/,
    );
    expect(() => parseConfig({ ...prod, LTI_KEY_SECRET: 'short' })).toThrow(
      /LTI_KEY_SECRET must be at least 32 characters/,
    );
    expect(parseConfig({ ...prod, LTI_KEY_SECRET: LTI_SECRET }).ltiKeySecrets).toEqual({
      current: LTI_SECRET,
      previous: undefined,
    });
  });

  it('runs with no settings at all: embedded database, demo data, local sign-in', () => {
    const config = parseConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.devLogin).toBeDefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
  });

  it('refuses DEV_LOGIN in production with a clear message', () => {
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        DEV_LOGIN: 'true',
        OIDC_CLIENT_ID: 'a',
        OIDC_CLIENT_SECRET: 'b',
      }),
    ).toThrow(/DEV_LOGIN=true is refused in production/);
  });

  it('needs Google credentials when local sign-in is off', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    );
  });

  it('names the bad setting', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ ADMIN_EMAILS: 'a@b.c, nope' })).toThrow(/ADMIN_EMAILS/);
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    expect(parseConfig({ DATABASE_URL: '', PUBLIC_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('uses secure cookies behind https and turns off demo data in production', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://chat.school.example',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      LTI_KEY_SECRET: LTI_SECRET,
    });
    expect(config.secureCookies).toBe(true);
    expect(config.demoData).toBe(false);
    expect(config.devLogin).toBeUndefined();
  });

  it('maps model choices to providers and names a bad mapping', () => {
    const config = parseConfig({
      OPENAI_API_KEY: 'sk',
      LLM_GPT_4: 'openai:gpt-4.1',
      LLM_MISTRAL: 'off',
    });
    expect(config.ai.models.GPT_4).toBe('openai:gpt-4.1');
    expect(config.ai.models.Mistral).toBe('off');
    expect(config.ai.providers.openai?.apiKey).toBe('sk');
    expect(() => parseConfig({ LLM_GPT_4: 'gpt-4' })).toThrow(/LLM_GPT_4: use provider:model-id/);
  });

  it('runs the bundled Chroma server outside production, and needs CHROMA_URL in it', () => {
    expect(parseConfig({}).stores.chroma).toEqual({ localPort: 3002 });
    const prod = {
      NODE_ENV: 'production',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
      LTI_KEY_SECRET: LTI_SECRET,
    };
    expect(parseConfig(prod).stores.chroma).toBeUndefined();
    expect(parseConfig({ ...prod, CHROMA_URL: 'http://chroma:8000' }).stores.chroma).toEqual({
      url: 'http://chroma:8000',
    });
  });

  it('lower-cases admin emails', () => {
    expect(parseConfig({ ADMIN_EMAILS: 'Head@School.EDU, it@school.edu' }).adminEmails).toEqual([
      'head@school.edu',
      'it@school.edu',
    ]);
  });

  it("writes exports in the school's time zone, by default the server's", () => {
    expect(parseConfig({ SCHOOL_TIME_ZONE: 'Europe/Berlin' }).schoolTimeZone).toBe('Europe/Berlin');
    expect(parseConfig({}).schoolTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => parseConfig({ SCHOOL_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /SCHOOL_TIME_ZONE: use an IANA time zone name/,
    );
  });
});
