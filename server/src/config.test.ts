import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('config', () => {
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
    });
    expect(config.secureCookies).toBe(true);
    expect(config.demoData).toBe(false);
    expect(config.devLogin).toBeUndefined();
  });

  it('lower-cases admin emails', () => {
    expect(parseConfig({ ADMIN_EMAILS: 'Head@School.EDU, it@school.edu' }).adminEmails).toEqual([
      'head@school.edu',
      'it@school.edu',
    ]);
  });
});
