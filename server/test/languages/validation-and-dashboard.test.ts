import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/db/entities/user.ts';
import type { AppRouter } from '../../src/trpc/router.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let admin: ReturnType<typeof httpClient>;
beforeAll(async () => {
  app = await startTestApp();
  admin = httpClient(app, { cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie });
});
afterAll(() => app.close());

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as TRPCClientError<AppRouter>,
  );

async function badCourse() {
  const teacher = await app.db.orm.em.fork().findOneOrFail(User, { role: 'teacher' });
  return refusal(
    admin.admin.courses.create.mutate({
      title: ' ',
      courseCode: 'LANG1',
      departmentCode: 'cs',
      description: 'Un curso.',
      teacherId: teacher.id,
      startDate: '2026-09-01',
      endDate: '2026-08-01',
      maxStudents: 30,
      credits: 3,
      prerequisites: '',
    }),
  );
}

describe("bad input, answered in the caller's language", () => {
  it('writes each field’s message, and the first as the error’s, in the reader’s language', async () => {
    await admin.me.setLanguage.mutate({ locale: 'es' });
    const spanish = await badCourse();
    expect(httpStatusOf(spanish)).toBe(400);
    expect(spanish.message).toBe('El campo «Título del curso» es obligatorio');
    expect(spanish.data?.zodError?.fieldErrors).toEqual({
      title: ['El campo «Título del curso» es obligatorio'],
      endDate: ['La fecha de fin no puede ser anterior a la fecha de inicio'],
    });
    await admin.me.setLanguage.mutate({ locale: null });
    const english = await badCourse();
    expect(english.message).toBe('Course Title is required');
    expect(english.data?.zodError?.fieldErrors).toMatchObject({
      endDate: ['End Date cannot be before Start Date'],
    });
  });

  it("writes a signed-out caller's in their browser's language", async () => {
    const german = httpClient(app, { headers: { 'accept-language': 'de-DE' } });
    const refused = await refusal(
      german.public.contact.send.mutate({ name: 'Ann', email: 'nope', message: 'Hallo' }),
    );
    expect(refused.message).toBe('Geben Sie eine gültige E-Mail-Adresse ein');
  });

  it('reports a roster row’s problems in the reader’s language', async () => {
    await admin.me.setLanguage.mutate({ locale: 'fr' });
    const csv = 'First Name,Last Name,Email,Department\nAda,,ada@example.edu,Alchemy';
    const preview = await admin.admin.roster.preview.mutate({ role: 'student', csv });
    expect(preview.rows[0]?.problems).toEqual([
      'Le champ « Nom » est obligatoire',
      'Département inconnu : « Alchemy »',
    ]);
    await admin.me.setLanguage.mutate({ locale: null });
  });
});

describe('the dashboard’s recent activity', () => {
  it("is written in the reader's language", async () => {
    await admin.admin.teachers.create.mutate({
      firstName: 'Lena',
      lastName: 'Vogel',
      email: 'lena.vogel@example.edu',
    });
    expect((await admin.admin.dashboard.recent.query()).items.map((i) => i.message)).toContain(
      'New teacher Lena Vogel added',
    );
    await admin.me.setLanguage.mutate({ locale: 'de' });
    expect((await admin.admin.dashboard.recent.query()).items.map((i) => i.message)).toContain(
      'Neue Lehrkraft hinzugefügt: Lena Vogel',
    );
    await admin.me.setLanguage.mutate({ locale: null });
  });
});
