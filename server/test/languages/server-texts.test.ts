import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../src/db/entities/course.ts';
import { Enrollment } from '../../src/db/entities/enrollment.ts';
import { Notification } from '../../src/db/entities/notification.ts';
import { User } from '../../src/db/entities/user.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signIn(app, 'dana.whitfield@example.edu')).cookie;
});
afterAll(() => app.close());

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

describe('errors in the language of who asked', () => {
  it("writes a signed-in caller's refusal in their own language", async () => {
    const { cookie } = await signIn(app, 'aisha.patel@example.edu');
    const aisha = httpClient(app, { cookie });
    await aisha.me.setLanguage.mutate({ locale: 'de' });
    const refused = await aisha.admin.dashboard.stats.query().catch((e: unknown) => e);
    expect(httpStatusOf(refused)).toBe(403);
    expect(messageOf(refused)).toBe('Sie haben keinen Zugriff darauf.');
    const missing = await aisha.student.courses.byCode
      .query({ courseCode: 'NOPE999' })
      .catch((e: unknown) => e);
    expect(messageOf(missing)).toBe('Kurs nicht gefunden');
    await aisha.me.setLanguage.mutate({ locale: null });
  });

  it("writes a signed-out caller's refusal in their browser's language", async () => {
    const french = httpClient(app, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    const refused = await french.me.get.query().catch((e: unknown) => e);
    expect(httpStatusOf(refused)).toBe(401);
    expect(messageOf(refused)).toBe('Veuillez vous connecter.');
    const english = await httpClient(app)
      .me.get.query()
      .catch((e: unknown) => e);
    expect(messageOf(english)).toBe('Please sign in.');
  });

  it("follows the school's default for someone who chose none", async () => {
    const admins = httpClient(app, { cookie: admin });
    await admins.admin.school.saveSettings.mutate({ defaultLocale: 'es' });
    const taken = await admins.admin.courses.create
      .mutate({
        title: 'Duplicado',
        courseCode: 'cs101',
        departmentCode: 'cs',
        description: 'Un curso repetido.',
        teacherId: (await app.db.orm.em.fork().findOneOrFail(User, { role: 'teacher' })).id,
        startDate: '2026-09-01',
        endDate: '2027-06-30',
        maxStudents: 30,
        credits: 3,
        prerequisites: '',
      })
      .catch((e: unknown) => e);
    expect(messageOf(taken)).toBe('El código de curso CS101 ya está en uso.');
    await admins.admin.school.saveSettings.mutate({ defaultLocale: 'en' });
  });
});

describe('notifications in the language of who reads them', () => {
  it('shows the same notification to each reader in their language', async () => {
    const em = app.db.orm.em.fork();
    const noah = await em.findOneOrFail(User, { email: 'noah.kim@example.edu' });
    const enrolledIn = await em.find(Enrollment, { student: noah.id }, { fields: ['course'] });
    const course = await em.findOneOrFail(Course, {
      id: { $nin: enrolledIn.map((e) => e.course.id) },
    });
    const admins = httpClient(app, { cookie: admin });
    await admins.admin.enrollments.enroll.mutate({ courseId: course.id, studentId: noah.id });
    const { cookie } = await signIn(app, 'noah.kim@example.edu');
    const client = httpClient(app, { cookie });
    const enrolled = (list: { items: { title: string; body: string }[] }) =>
      list.items.find((n) => n.title.includes(course.title));

    await client.me.setLanguage.mutate({ locale: 'fr' });
    expect(enrolled(await client.me.notifications.list.query())).toEqual(
      expect.objectContaining({
        title: `Vous êtes inscrit à ${course.title}`,
        body: `${course.courseCode} : ses activités sont maintenant dans Mes cours.`,
      }),
    );
    await client.me.setLanguage.mutate({ locale: null });
    expect(enrolled(await client.me.notifications.list.query())?.title).toBe(
      `You were enrolled in ${course.title}`,
    );
    // The row keeps its English for what reads it without a reader (a person's data).
    const row = await em.findOneOrFail(Notification, {
      user: noah.id,
      title: `You were enrolled in ${course.title}`,
    });
    expect(row.texts?.title.key).toBe('notification.enrolled.title');
  });
});

describe('the roster import read by a French admin', () => {
  it('reports every row left out, and why, in French', async () => {
    const admins = httpClient(app, { cookie: admin });
    await admins.me.setLanguage.mutate({ locale: 'fr' });
    const csv = [
      'First Name,Last Name,Email,Course Code',
      'Ada,Lovelace,ada.fr@example.edu,CS101',
      'Ada,Lovelace,ada.fr@example.edu,CS101',
      'Grace,Hopper,grace.fr@example.edu,NOPE1',
      'Maria,Okafor,maria.okafor@example.edu,',
    ].join('\n');
    const preview = await admins.admin.roster.preview.mutate({ role: 'student', csv });
    expect(preview.rows.map((r) => [r.row, r.status, r.problems])).toEqual([
      [2, 'add', []],
      [3, 'skip', ['Répète la ligne 2.']],
      [4, 'error', ['Aucun cours n’a le code NOPE1.']],
      [5, 'error', ['maria.okafor@example.edu est déjà enregistré comme enseignant.']],
    ]);
    const imported = await admins.admin.roster.import.mutate({ role: 'student', csv });
    expect(imported.report?.csv.split('\r\n')).toEqual([
      'Ligne,Prénom,Nom,E-mail,Département,Téléphone,Code du cours,Statut,Problème',
      '3,Ada,Lovelace,ada.fr@example.edu,,,CS101,Ignoré,Répète la ligne 2.',
      '4,Grace,Hopper,grace.fr@example.edu,,,NOPE1,Erreur,Aucun cours n’a le code NOPE1.',
      '5,Maria,Okafor,maria.okafor@example.edu,,,,Erreur,maria.okafor@example.edu est déjà enregistré comme enseignant.',
      '',
    ]);
    await admins.me.setLanguage.mutate({ locale: null });
  });
});

describe("a person's data read by a German admin", () => {
  it('heads its CSV files in German', async () => {
    const admins = httpClient(app, { cookie: admin });
    await admins.me.setLanguage.mutate({ locale: 'de' });
    const lucas = await app.db.orm.em
      .fork()
      .findOneOrFail(User, { email: 'lucas.moreau@example.edu' });
    const res = await fetch(`${app.url}/api/admin/people/${lucas.id}/export`, {
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    const enrollments = (await zip.file('enrollments.csv')?.async('string')) ?? '';
    expect(enrollments.split('\r\n')[0]).toBe(
      `Kurscode,Kurs,Eingeschrieben (${app.config.schoolTimeZone})`,
    );
    await admins.me.setLanguage.mutate({ locale: null });
  });
});

describe("a Spanish teacher's export", () => {
  it('heads the columns and writes the words of its cells in Spanish', async () => {
    const { cookie } = await signIn(app, 'maria.okafor@example.edu');
    const maria = httpClient(app, { cookie });
    await maria.me.setLanguage.mutate({ locale: 'es' });
    const file = await maria.teacher.students.export.query({});
    const [header] = file.csv.split('\r\n');
    expect(header).toBe(
      `Estudiante,Correo electrónico,Curso,Última actividad (${app.config.schoolTimeZone})`,
    );
    await maria.me.setLanguage.mutate({ locale: null });
  });
});
