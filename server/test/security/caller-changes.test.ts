import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/trpc/router.ts';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * What a node remembers of a caller ends on every node before the change is answered.
 * Every mutation of the router that changes a user's row, their preferences or one of
 * their credentials runs on node A while both nodes remember the caller for a minute;
 * `me.get` right after it, on both nodes and without waiting, shows the change: only the
 * announcement, heard by every node before A answers, can explain that. Generated from the
 * router: a new mutation must say here whether it changes a user.
 */
let nodeA: TestApp;
let nodeB: TestApp;
let admin: Client;

beforeAll(async () => {
  const remember = { EVENT_BUS: 'postgres', CALLER_CACHE_MS: '60000' };
  nodeA = await startTestApp(remember);
  nodeB = await startTestApp({ ...remember, DATABASE_URL: nodeA.databaseUrl });
  admin = httpClient(nodeA, { cookie: (await signIn(nodeA, 'dana.whitfield@example.edu')).cookie });
});
afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
});

type Me = Awaited<ReturnType<Client['me']['get']['query']>>;
/** The user the change is about, signed in on node A (as any one of their credentials). */
interface Subject {
  id: string;
  onA: Client;
  onB: Client;
}
interface Case {
  /** Who the change is about; `make` creates them first (an admin removes them). */
  email: string;
  make?: () => Promise<unknown>;
  /** Their API token rather than their session cookie is what both nodes remember. */
  byToken?: boolean;
  change: (subject: Subject) => Promise<unknown>;
  /** What `me.get` shows on both nodes after it; none: it refuses them (401). */
  shows?: (me: Me) => void;
}

const cases: Record<string, Case> = {
  'me.updateProfile': {
    email: 'james.chen@example.edu',
    change: (s) => s.onA.me.updateProfile.mutate({ firstName: 'Jim', lastName: 'Chen-Li' }),
    shows: (me) => expect(me.user).toMatchObject({ firstName: 'Jim', lastName: 'Chen-Li' }),
  },
  'me.updatePreferences': {
    email: 'lucas.moreau@example.edu',
    change: (s) => s.onA.me.updatePreferences.mutate({ theme: 'dark' }),
    shows: (me) => expect(me.preferences.theme).toBe('dark'),
  },
  'me.setLanguage': {
    email: 'noah.kim@example.edu',
    change: (s) => s.onA.me.setLanguage.mutate({ locale: 'de' }),
    shows: (me) => expect(me).toMatchObject({ locale: 'de', user: { locale: 'de' } }),
  },
  'admin.teachers.update': {
    email: 'maria.okafor@example.edu',
    change: (s) =>
      admin.admin.teachers.update.mutate({
        id: s.id,
        firstName: 'Mariam',
        lastName: 'Okafor-Ade',
        departmentCode: 'math',
      }),
    shows: (me) =>
      expect(me.user).toMatchObject({
        firstName: 'Mariam',
        lastName: 'Okafor-Ade',
        departmentCode: 'math',
      }),
  },
  'admin.students.update': {
    email: 'aisha.patel@example.edu',
    change: (s) =>
      admin.admin.students.update.mutate({
        id: s.id,
        name: 'Aisha Patel-Khan',
        email: 'aisha.khan@example.edu',
        phone: '+1 555 0142',
      }),
    shows: (me) =>
      expect(me.user).toMatchObject({
        firstName: 'Aisha',
        lastName: 'Patel-Khan',
        email: 'aisha.khan@example.edu',
        phone: '+1 555 0142',
      }),
  },
  // Skills are not among what a node remembers; the row's change is announced all the same.
  'student.profile.updateSkills': {
    email: 'omar.haddad@example.edu',
    change: (s) => s.onA.student.profile.updateSkills.mutate({ skills: ['Statics'] }),
    shows: (me) => expect(me.user.email).toBe('omar.haddad@example.edu'),
  },
  'admin.teachers.remove': {
    email: 'leaving.teacher@example.edu',
    make: () =>
      admin.admin.teachers.create.mutate({
        firstName: 'Leaving',
        lastName: 'Teacher',
        email: 'leaving.teacher@example.edu',
      }),
    change: (s) => admin.admin.teachers.remove.mutate({ id: s.id }),
  },
  'admin.students.remove': {
    email: 'leaving.student@example.edu',
    make: () =>
      admin.admin.students.create.mutate({
        firstName: 'Leaving',
        lastName: 'Student',
        email: 'leaving.student@example.edu',
      }),
    change: (s) => admin.admin.students.remove.mutate({ id: s.id }),
  },
  'admin.privacy.erase': {
    email: 'erased.student@example.edu',
    make: () =>
      admin.admin.students.create.mutate({
        firstName: 'Erased',
        lastName: 'Student',
        email: 'erased.student@example.edu',
      }),
    change: (s) => admin.admin.privacy.erase.mutate({ id: s.id }),
  },
  'me.signOut': {
    email: 'sofia.ramirez@example.edu',
    change: (s) => s.onA.me.signOut.mutate(),
  },
  'me.tokens.remove': {
    email: 'noah.kim@example.edu',
    byToken: true,
    change: async () => {
      const owner = httpClient(nodeA, { cookie: tokenOwner });
      const [token] = await owner.me.tokens.list.query();
      await owner.me.tokens.remove.mutate({ id: token?.id ?? '' });
    },
  },
};
let tokenOwner = '';

/** Mutations that change no user's row, preferences or credentials. */
const LEAVE_USERS_AS_THEY_ARE = [
  'public.contact.send',
  // Creates a credential, or new people (who no node remembers yet).
  'me.tokens.create',
  'admin.teachers.create',
  'admin.students.create',
  'admin.roster.import',
  'me.notifications.markRead',
  'admin.courses.create',
  'admin.courses.update',
  'admin.courses.remove',
  'admin.enrollments.enroll',
  'admin.enrollments.enrollMany',
  'admin.enrollments.remove',
  'admin.roster.preview',
  'admin.contactMessages.markRead',
  'teacher.activities.publish',
  'teacher.activities.preview',
  'teacher.activities.remove',
  'teacher.answerKeys.set',
  'teacher.notes.create',
  'teacher.notes.update',
  'teacher.notes.remove',
  'teacher.feedback.save',
  'teacher.feedback.release',
  'teacher.corrections.save',
  'teacher.corrections.remove',
  'teacher.corrections.pin',
  'teacher.questions.answer',
  'student.chat.send',
  'student.chat.feedback',
  'student.chat.submit',
  'student.questions.ask',
  // LMS settings and roster syncs (new people no node remembers; a dropped learner keeps
  // the account), school settings, terms and archiving, retention runs, a name revealed.
  'admin.lti.create',
  'admin.lti.update',
  'admin.lti.setDeployment',
  'admin.lti.addDeployment',
  'admin.lti.linkCourse',
  'admin.lti.syncRoster',
  'admin.lti.registrationLink',
  'admin.lti.rotateKey',
  'teacher.lti.syncRoster',
  'admin.privacy.setPseudonymised',
  'admin.privacy.saveSettings',
  'admin.retention.saveSettings',
  // The school's default language is no user's row; nodes forget it on their own topic.
  'admin.school.saveSettings',
  'admin.retention.runNow',
  'admin.terms.create',
  'admin.terms.setCourseTerm',
  'admin.terms.archiveCourse',
  'admin.terms.restoreCourse',
  'admin.terms.rollover',
  'admin.terms.startNextTerm',
  'teacher.courses.startNextTerm',
  'teacher.pseudonyms.reveal',
];

const mutations = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
)
  .filter(([, p]) => p._def.type === 'mutation')
  .map(([path]) => path);

it('says of every mutation of the router whether it changes a user', () => {
  const unsaid = mutations.filter((m) => !(m in cases) && !LEAVE_USERS_AS_THEY_ARE.includes(m));
  expect(unsaid, 'add these to cases or to LEAVE_USERS_AS_THEY_ARE').toEqual([]);
  const stale = [...Object.keys(cases), ...LEAVE_USERS_AS_THEY_ARE].filter(
    (m) => !mutations.includes(m),
  );
  expect(stale).toEqual([]);
});

const meOn = (client: Client) =>
  client.me.get.query().then(
    (me) => me,
    (err: unknown) => httpStatusOf(err),
  );

describe.each(Object.entries(cases))('%s', (_path, c) => {
  it('shows on both nodes at once', async () => {
    await c.make?.();
    const { cookie } = await signIn(nodeA, c.email);
    let credential: { cookie?: string; token?: string } = { cookie };
    if (c.byToken) {
      tokenOwner = cookie;
      const { token } = await httpClient(nodeA, { cookie }).me.tokens.create.mutate({
        name: 'remembered',
      });
      credential = { token };
    }
    const subject = {
      onA: httpClient(nodeA, credential),
      onB: httpClient(nodeB, credential),
      id: '',
    };
    // Both nodes remember the caller now.
    for (const client of [subject.onA, subject.onB]) {
      const me = await client.me.get.query();
      expect(me.user.email).toBe(c.email);
      subject.id = me.user.id;
    }

    await c.change(subject);
    for (const client of [subject.onA, subject.onB]) {
      const me = await meOn(client);
      if (!c.shows) expect(me).toBe(401);
      else if (typeof me === 'object') c.shows(me);
      else expect.fail(`me.get answered ${me}`);
    }
  });
});

it('refuses a signed-out cookie on the other node at once, every time', async () => {
  for (let i = 0; i < 6; i++) {
    const { cookie } = await signIn(nodeA, 'emma.johansson@example.edu');
    const onA = httpClient(nodeA, { cookie });
    const onB = httpClient(nodeB, { cookie });
    expect((await onB.me.get.query()).user.firstName).toBe('Emma');
    await onA.me.signOut.mutate();
    expect(await Promise.all([meOn(onB), meOn(onB), meOn(onA)])).toEqual([401, 401, 401]);
  }
});

it('shows a new picture on both nodes at once', async () => {
  const { cookie } = await signIn(nodeA, 'maria.okafor@example.edu');
  const onB = httpClient(nodeB, { cookie });
  const before = (await onB.me.get.query()).user.avatarUrl;
  const form = new FormData();
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  form.append('avatar', new Blob([new Uint8Array(PNG)]), 'me.png');
  const res = await fetch(`${nodeA.url}/api/me/avatar`, {
    method: 'POST',
    headers: { cookie, origin: nodeA.url },
    body: form,
  });
  const { avatarUrl } = (await res.json()) as { avatarUrl: string };
  expect(avatarUrl).not.toBe(before);
  expect((await onB.me.get.query()).user.avatarUrl).toBe(avatarUrl);
  expect((await httpClient(nodeA, { cookie }).me.get.query()).user.avatarUrl).toBe(avatarUrl);
});
