import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../src/index.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let admin: string;
let student: string;
let teacher: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signIn(app, 'dana.whitfield@example.edu')).cookie;
  student = (await signIn(app, 'sofia.ramirez@example.edu')).cookie;
  teacher = (await signIn(app, 'maria.okafor@example.edu')).cookie;
});
afterAll(() => app.close());

const fieldErrorsOf = (error: unknown) =>
  error instanceof TRPCClientError
    ? (error as TRPCClientError<AppRouter>).data?.zodError?.fieldErrors
    : undefined;

describe("a person's language", () => {
  it('follows the school until they choose one, and again once they clear it', async () => {
    const client = httpClient(app, { cookie: student });
    const before = await client.me.get.query();
    expect(before).toMatchObject({ locale: 'en', schoolLocale: 'en', user: { locale: null } });
    expect(before.timeZone).toBe(app.config.schoolTimeZone);

    const chosen = await client.me.setLanguage.mutate({ locale: 'es' });
    expect(chosen).toMatchObject({ locale: 'es', user: { locale: 'es' } });
    expect(await client.me.get.query()).toMatchObject({ locale: 'es', user: { locale: 'es' } });
    expect(await client.public.session.query()).toMatchObject({ locale: 'es' });

    await client.me.setLanguage.mutate({ locale: null });
    expect(await client.me.get.query()).toMatchObject({ locale: 'en', user: { locale: null } });
  });

  it('refuses a language TeachChat does not speak, and changes nothing', async () => {
    const client = httpClient(app, { cookie: student });
    await client.me.setLanguage.mutate({ locale: 'fr' });
    const error = await client.me.setLanguage
      .mutate({ locale: 'it' as 'fr' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(400);
    // Said in the language they read, as every refusal is.
    expect(fieldErrorsOf(error)).toEqual({
      locale: ['La langue doit être l’une des suivantes : en, es, fr, de.'],
    });
    expect(await client.me.get.query()).toMatchObject({ locale: 'fr', user: { locale: 'fr' } });
    await client.me.setLanguage.mutate({ locale: null });
  });
});

describe("the school's default language", () => {
  it('is what everyone without a choice reads, and only admins set it', async () => {
    const admins = httpClient(app, { cookie: admin });
    expect(await admins.admin.school.settings.query()).toEqual({
      defaultLocale: 'en',
      timeZone: app.config.schoolTimeZone,
    });
    const refused = await httpClient(app, { cookie: teacher })
      .admin.school.saveSettings.mutate({ defaultLocale: 'de' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(refused)).toBe(403);

    await admins.admin.school.saveSettings.mutate({ defaultLocale: 'de' });
    const students = httpClient(app, { cookie: student });
    expect(await students.me.get.query()).toMatchObject({ locale: 'de', schoolLocale: 'de' });
    // A person's own choice wins over the school's.
    await students.me.setLanguage.mutate({ locale: 'es' });
    expect(await students.me.get.query()).toMatchObject({ locale: 'es', schoolLocale: 'de' });
    await students.me.setLanguage.mutate({ locale: null });

    const bad = await admins.admin.school.saveSettings
      .mutate({ defaultLocale: 'xx' as 'de' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(bad)).toBe(400);
    expect((await admins.admin.school.settings.query()).defaultLocale).toBe('de');
    await admins.admin.school.saveSettings.mutate({ defaultLocale: 'en' });
  });

  it("gives a signed-out visitor their browser's language when TeachChat speaks it", async () => {
    const french = httpClient(app, { headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    expect((await french.public.config.query()).locale).toBe('fr');
    const japanese = httpClient(app, { headers: { 'accept-language': 'ja' } });
    expect((await japanese.public.config.query()).locale).toBe('en');
  });
});
