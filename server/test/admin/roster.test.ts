import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Enrollment } from '../../src/db/entities/enrollment.ts';
import { Notification } from '../../src/db/entities/notification.ts';
import { User } from '../../src/db/entities/user.ts';
import { materialSettled } from '../support/activities.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { changedTables, type DatabaseProbe, probeDatabase } from '../support/db-fingerprint.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let db: DatabaseProbe;
let admin: ReturnType<typeof httpClient>['admin'];
let teacherId: string;

beforeAll(async () => {
  app = await startTestApp();
  db = await probeDatabase(app.databaseUrl);
  admin = httpClient(app, {
    cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie,
  }).admin;
  teacherId = (await admin.teachers.list.query({ search: 'okafor' }))[0]?.id ?? '';
  // The demo activities' material is still being read: it would change rows under the
  // fingerprints.
  const activities = await app.db.orm.em.fork().find(Activity, {});
  await Promise.all(activities.map((a) => materialSettled(app, a.id)));
});
afterAll(async () => {
  await db?.close();
  await app?.close();
});

async function fail(call: Promise<unknown>): Promise<Error> {
  const outcome = await call.then(
    () => undefined,
    (e: unknown) => e as Error,
  );
  if (!outcome) throw new Error('expected the call to fail');
  return outcome;
}

async function addCourse(courseCode: string, maxStudents: number): Promise<string> {
  const { id } = await admin.courses.create.mutate({
    title: `Course ${courseCode}`,
    courseCode,
    departmentCode: 'cs',
    description: 'A course for roster tests.',
    teacherId,
    startDate: '2026-09-01',
    endDate: '2027-06-30',
    maxStudents,
    credits: 3,
  });
  return id;
}

const em = () => app.db.orm.em.fork();
const HEADER = 'First Name,Last Name,Email,Department,Phone,Course Code';
const roster = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('a roster of students', () => {
  const csv = roster(
    'Ada,Lovelace,ada@example.edu,Computer Science,+1 555 0101,roster1',
    'Alan,Turing,not-an-email,cs,,',
    'Grace,Hopper,grace@example.edu,Astrology,,',
    'Katherine,Johnson,katherine@example.edu,math,,ROSTER1',
    'Aisha,Patel,aisha.patel@example.edu,cs,,CS101',
    'Noah,Kim,noah.kim@example.edu,phys,,CS101',
    'Maria,Okafor,maria.okafor@example.edu,cs,,',
    'Edsger,Dijkstra,edsger@example.edu,,,NOPE1',
    'Ada,Lovelace,ADA@example.edu,,,CS101',
    'Ada,Lovelace,ada@example.edu,,,',
  );

  it('previews each row with what importing does or why it cannot, changing nothing', async () => {
    await addCourse('ROSTER1', 1);
    const before = await db.fingerprint();
    const preview = await admin.roster.preview.mutate({ role: 'student', csv });
    expect(changedTables(before, await db.fingerprint())).toEqual([]);
    expect(preview.rows.map((r) => [r.row, r.email, r.status, r.problems])).toEqual([
      [2, 'ada@example.edu', 'add', []],
      [3, 'not-an-email', 'error', ['Enter a valid email address']],
      [4, 'grace@example.edu', 'error', ['Unknown department "Astrology"']],
      [5, 'katherine@example.edu', 'error', ['ROSTER1 is full (1 of 1 places taken).']],
      [6, 'aisha.patel@example.edu', 'skip', ['Already enrolled in CS101.']],
      [7, 'noah.kim@example.edu', 'enroll', []],
      [
        8,
        'maria.okafor@example.edu',
        'error',
        ['maria.okafor@example.edu is already registered as a teacher.'],
      ],
      [9, 'edsger@example.edu', 'error', ['No course has the code NOPE1.']],
      [10, 'ADA@example.edu', 'enroll', []],
      [11, 'ada@example.edu', 'skip', ['Repeats row 2.']],
    ]);
    expect(preview.counts).toEqual({ add: 1, enroll: 2, skip: 2, error: 5, enrollments: 3 });
  });

  it('says a row enrolling someone again repeats the row above, not that they were enrolled', async () => {
    const repeated = roster(
      'Lin,Wu,lin.wu@example.edu,cs,,CS101',
      'Noah,Kim,noah.kim@example.edu,phys,,CS101',
      'Lin,Wu,lin.wu@example.edu,cs,,CS101',
      'Noah,Kim,noah.kim@example.edu,phys,,CS101',
      'Aisha,Patel,aisha.patel@example.edu,cs,,CS101',
    );
    const preview = await admin.roster.preview.mutate({ role: 'student', csv: repeated });
    expect(preview.rows.map((r) => [r.row, r.status, r.problems])).toEqual([
      [2, 'add', []],
      [3, 'enroll', []],
      [4, 'skip', ['Repeats row 2.']],
      [5, 'skip', ['Repeats row 3.']],
      [6, 'skip', ['Already enrolled in CS101.']],
    ]);
  });

  it('imports the valid rows, enrolls and tells the students, and a second import changes nothing', async () => {
    const imported = await admin.roster.import.mutate({ role: 'student', csv });
    expect(imported.counts).toEqual({ add: 1, enroll: 2, skip: 2, error: 5, enrollments: 3 });

    const ada = await em().findOneOrFail(User, { email: 'ada@example.edu' });
    expect(ada).toMatchObject({
      role: 'student',
      firstName: 'Ada',
      lastName: 'Lovelace',
      departmentCode: 'cs',
      phone: '+1 555 0101',
    });
    const courses = await em().find(Enrollment, { student: ada.id }, { populate: ['course'] });
    expect(courses.map((e) => e.course.courseCode).sort()).toEqual(['CS101', 'ROSTER1']);
    const cs101 = await admin.enrollments.list.query({
      courseId: (await admin.courses.list.query({ search: 'CS101' }))[0]?.id ?? '',
    });
    expect(cs101.students.map((s) => s.email)).toContain('noah.kim@example.edu');
    expect(
      await em().count(User, { email: { $in: ['grace@example.edu', 'edsger@example.edu'] } }),
    ).toBe(0);
    const note = await em().findOne(Notification, {
      kind: 'enrollment',
      user: { email: 'noah.kim@example.edu' },
    });
    expect(note?.title).toBe('You were enrolled in Introduction to Programming');

    const before = await db.fingerprint();
    const again = await admin.roster.import.mutate({ role: 'student', csv });
    expect(changedTables(before, await db.fingerprint())).toEqual([]);
    expect(again.counts).toEqual({ add: 0, enroll: 0, skip: 5, error: 5, enrollments: 0 });
    expect(again.rows.find((r) => r.row === 11)?.problems).toEqual(['Already registered.']);
  });

  it("lists headers spelt like an object's own properties as ignored columns", async () => {
    const inherited = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    const preview = await admin.roster.preview.mutate({
      role: 'student',
      csv: `First Name,Last Name,Email,${inherited.join(',')}\nAda,Lovelace,proto@example.edu,a,b,c,d`,
    });
    expect(preview.ignoredColumns).toEqual(inherited);
    expect(preview.rows.map((r) => [r.email, r.status])).toEqual([['proto@example.edu', 'add']]);
    expect(JSON.stringify(preview)).not.toContain('native code');
  });

  it('refuses a roster without the needed columns, saying which are missing', async () => {
    const error = await fail(
      admin.roster.preview.mutate({ role: 'student', csv: 'Name,Email\nAda,a@example.edu' }),
    );
    expect(httpStatusOf(error)).toBe(400);
    expect(error.message).toBe(
      'The first row must name the columns. Missing: First Name, Last Name. Expected: First Name, Last Name, Email, Department, Phone, Course Code.',
    );
  });
});

describe('a roster of teachers', () => {
  it('adds teachers with their department, never enrolling them or taking a student email', async () => {
    const csv = roster(
      'Barbara,Liskov,barbara.liskov@example.edu,cs,+1 555 0199,',
      'Emmy,Noether,emmy@example.edu,Mathematics,,CS101',
      'Sofia,Ramirez,sofia.ramirez@example.edu,math,,',
    );
    const result = await admin.roster.import.mutate({ role: 'teacher', csv });
    expect(result.rows.map((r) => [r.status, r.problems])).toEqual([
      ['add', []],
      ['error', ['Only students are enrolled in courses: leave Course Code empty.']],
      ['error', ['sofia.ramirez@example.edu is already registered as a student.']],
    ]);
    const [barbara] = await admin.teachers.list.query({ search: 'liskov' });
    expect(barbara).toMatchObject({ departmentCode: 'cs', phone: '+1 555 0199', courses: [] });
  });
});

describe('a large roster', () => {
  it('previews and imports 2,000 students in one go, and importing it again changes nothing', async () => {
    const courseId = await addCourse('BIG2000', 5000);
    const departments = ['cs', 'Mathematics', 'bio', 'PHYS', ''];
    const csv = roster(
      ...Array.from(
        { length: 2000 },
        (_, i) =>
          `Student${i},Roster,student${i}@bulk.example.edu,${departments[i % 5]},+1 555 ${String(i).padStart(4, '0')},BIG2000`,
      ),
    );
    const preview = await admin.roster.preview.mutate({ role: 'student', csv });
    expect(preview.counts).toEqual({ add: 2000, enroll: 0, skip: 0, error: 0, enrollments: 2000 });

    const imported = await admin.roster.import.mutate({ role: 'student', csv });
    expect(imported.counts).toEqual(preview.counts);
    expect(await em().count(User, { email: { $like: '%@bulk.example.edu' } })).toBe(2000);
    const list = await admin.enrollments.list.query({ courseId });
    expect(list.course.enrolledCount).toBe(2000);
    expect(await em().findOne(User, { email: 'student1998@bulk.example.edu' })).toMatchObject({
      firstName: 'Student1998',
      departmentCode: 'phys',
      phone: '+1 555 1998',
    });

    const before = await db.fingerprint();
    const again = await admin.roster.import.mutate({ role: 'student', csv });
    expect(again.counts).toEqual({ add: 0, enroll: 0, skip: 2000, error: 0, enrollments: 0 });
    expect(changedTables(before, await db.fingerprint())).toEqual([]);
  });
});

describe('an import that fails part-way', () => {
  it('leaves nothing of the roster behind', async () => {
    const courseId = await addCourse('DOOM1', 100);
    // A database fault on the first enrollment row, after the people are inserted.
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    await client.query(`
      create function refuse_doom() returns trigger language plpgsql as $$
      begin
        if new.course_id = '${courseId}' then raise exception 'disk full'; end if;
        return new;
      end $$;
      create trigger refuse_doom before insert on enrollments
        for each row execute function refuse_doom();`);
    const csv = roster(
      ...Array.from({ length: 50 }, (_, i) => `Half${i},Done,half${i}@example.edu,cs,,DOOM1`),
      'Noah,Kim,noah.kim@example.edu,phys,,CS201',
    );
    const before = await db.fingerprint();
    const error = await fail(admin.roster.import.mutate({ role: 'student', csv }));
    expect(httpStatusOf(error)).toBe(500);
    expect(error.message).toBe('Something went wrong on our side. Please try again.');
    expect(changedTables(before, await db.fingerprint())).toEqual([]);

    await client.query('drop trigger refuse_doom on enrollments');
    await client.end();
    const retried = await admin.roster.import.mutate({ role: 'student', csv });
    expect(retried.counts).toMatchObject({ add: 50, enrollments: 50, skip: 1 });
  });
});

describe('bulk enroll', () => {
  /** The ids of demo students, by the name part of their email. */
  const idsOf = (...names: string[]) =>
    Promise.all(
      names.map(async (n) => (await em().findOneOrFail(User, { email: `${n}@example.edu` })).id),
    );

  it('enrolls the ticked students together, or none when they do not all fit', async () => {
    const courseId = await addCourse('BULK1', 3);
    const first = await idsOf('aisha.patel', 'lucas.moreau');
    expect(await admin.enrollments.enrollMany.mutate({ courseId, studentIds: first })).toEqual({
      courseTitle: 'Course BULK1',
      enrolled: 2,
      alreadyEnrolled: 0,
    });

    const before = await db.fingerprint();
    const tooMany = await idsOf('aisha.patel', 'sofia.ramirez', 'noah.kim');
    const full = await fail(admin.enrollments.enrollMany.mutate({ courseId, studentIds: tooMany }));
    expect(httpStatusOf(full)).toBe(400);
    expect(full.message).toBe(
      'Only 1 place is left in this course (2 of 3 places taken); 2 students were selected.',
    );
    const withTeacher = [...(await idsOf('sofia.ramirez')), teacherId];
    const teacher = await fail(
      admin.enrollments.enrollMany.mutate({ courseId, studentIds: withTeacher }),
    );
    expect(httpStatusOf(teacher)).toBe(404);
    expect(changedTables(before, await db.fingerprint())).toEqual([]);

    const again = await idsOf('aisha.patel', 'sofia.ramirez');
    expect(await admin.enrollments.enrollMany.mutate({ courseId, studentIds: again })).toEqual({
      courseTitle: 'Course BULK1',
      enrolled: 1,
      alreadyEnrolled: 1,
    });
    const list = await admin.enrollments.list.query({ courseId });
    expect(list.students.map((s) => s.email).sort()).toEqual([
      'aisha.patel@example.edu',
      'lucas.moreau@example.edu',
      'sofia.ramirez@example.edu',
    ]);
  });

  it('never fills a course past its places when two admins enroll at the same moment', async () => {
    const [pair, other] = await Promise.all([
      idsOf('sofia.ramirez', 'noah.kim'),
      idsOf('emma.johansson', 'omar.haddad'),
    ]);
    const race1 = await addCourse('RACE1', 2);
    const both = await Promise.allSettled([
      admin.enrollments.enrollMany.mutate({ courseId: race1, studentIds: pair }),
      admin.enrollments.enrollMany.mutate({ courseId: race1, studentIds: other }),
    ]);
    expect(both.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await admin.enrollments.list.query({ courseId: race1 })).course.enrolledCount).toBe(2);

    const race2 = await addCourse('RACE2', 2);
    await Promise.allSettled([
      admin.enrollments.enrollMany.mutate({ courseId: race2, studentIds: pair }),
      admin.roster.import.mutate({
        role: 'student',
        csv: roster(
          'Emma,Johansson,emma.johansson@example.edu,,,RACE2',
          'Omar,Haddad,omar.haddad@example.edu,,,RACE2',
        ),
      }),
    ]);
    expect((await admin.enrollments.list.query({ courseId: race2 })).course.enrolledCount).toBe(2);
  });
});

describe('a roster report downloaded in French', () => {
  it('imports back, its French headers read and its own columns left out', async () => {
    const client = httpClient(app, {
      cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie,
    });
    await client.me.setLanguage.mutate({ locale: 'fr' });
    try {
      const preview = await client.admin.roster.preview.mutate({
        role: 'student',
        csv: roster(
          'Lise,Meitner,lise.meitner@,phys,+43 1 4000,CS101',
          'Marie,Curie,marie.curie@example.edu,Alchemy,,',
        ),
      });
      const report = (preview.report?.csv ?? '').replace(/^\uFEFF/, '');
      expect(report.split(/\r?\n/)[0]).toBe(
        'Ligne,Prénom,Nom,E-mail,Département,Téléphone,Code du cours,Statut,Problème',
      );
      // The admin puts the two rows right in the report and imports it as it is.
      const fixed = report
        .replace('lise.meitner@,', 'lise.meitner@example.edu,')
        .replace('Alchemy', 'phys');
      const imported = await client.admin.roster.import.mutate({ role: 'student', csv: fixed });
      expect(imported.ignoredColumns).toEqual(['Ligne', 'Statut', 'Problème']);
      expect(imported.counts).toMatchObject({ add: 2, error: 0, enrollments: 1 });
      expect(await em().findOneOrFail(User, { email: 'lise.meitner@example.edu' })).toMatchObject({
        firstName: 'Lise',
        lastName: 'Meitner',
        departmentCode: 'phys',
        phone: '+43 1 4000',
      });
      expect(await em().count(User, { email: 'marie.curie@example.edu' })).toBe(1);
    } finally {
      await client.me.setLanguage.mutate({ locale: null });
    }
  });
});

describe('who may import', () => {
  it('refuses teachers, students and signed-out callers', async () => {
    const csv = roster('Eve,Intruder,eve@example.edu,,,');
    const teacher = httpClient(app, {
      cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie,
    });
    const student = httpClient(app, {
      cookie: (await signIn(app, 'aisha.patel@example.edu')).cookie,
    });
    const before = await db.fingerprint();
    expect(
      httpStatusOf(await fail(teacher.admin.roster.import.mutate({ role: 'teacher', csv }))),
    ).toBe(403);
    expect(
      httpStatusOf(await fail(student.admin.roster.preview.mutate({ role: 'student', csv }))),
    ).toBe(403);
    expect(
      httpStatusOf(
        await fail(httpClient(app).admin.roster.import.mutate({ role: 'student', csv })),
      ),
    ).toBe(401);
    expect(changedTables(before, await db.fingerprint())).toEqual([]);
  });
});
