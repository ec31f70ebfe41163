import type { EntityManager } from '@mikro-orm/postgresql';
import { createApiToken } from '@teachchat/server/bench-api';
import { createSession, sessionCookieName } from '@teachchat/server/bench-api';
import { Activity } from '@teachchat/server/bench-api';
import { Course } from '@teachchat/server/bench-api';
import { Enrollment } from '@teachchat/server/bench-api';
import { User, type IUser } from '@teachchat/server/bench-api';
import type { Orm } from '@teachchat/server/bench-api';

const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const BATCH = 1000;
// Sessions are written one by one (createSession flushes); a few at once fill the pool.
const PARALLEL = 8;

export interface BenchUser {
  id: string;
  email: string;
  /** The Cookie header of a signed-in browser. */
  cookie: string;
  /** A personal API token, when asked for. */
  token?: string;
}

const fork = (orm: Orm) => orm.em.fork() as EntityManager;

async function inParallel<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i] as T);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

/** Signs a user in as the app does at the end of the OpenID callback: a new session. */
async function signedIn(orm: Orm, user: IUser, token: boolean): Promise<BenchUser> {
  const em = fork(orm);
  // The user was loaded or created by another EntityManager: refer to it by id here.
  const ref = em.getReference(User, user.id);
  const value = await createSession(em, ref, { ttlMs: SESSION_TTL_MS, userAgent: 'bench' });
  return {
    id: user.id,
    email: user.email,
    cookie: `${sessionCookieName(false)}=${value}`,
    token: token ? (await createApiToken(em, ref, 'bench')).token : undefined,
  };
}

/** A session for an existing account (a demo teacher, say). */
export async function signIn(orm: Orm, email: string): Promise<BenchUser> {
  return signedIn(orm, await fork(orm).findOneOrFail(User, { email }), false);
}

/**
 * `count` new students enrolled in the course (its capacity raised to fit), each signed in
 * with a session and, with `tokens`, holding an API token.
 */
export async function addStudents(
  orm: Orm,
  opts: { courseCode: string; count: number; tokens?: boolean },
): Promise<BenchUser[]> {
  const em = fork(orm);
  const course = await em.findOneOrFail(Course, { courseCode: opts.courseCode });
  const existing = await em.count(Enrollment, { course });
  course.maxStudents = Math.max(course.maxStudents, existing + opts.count);
  const users: IUser[] = [];
  for (let start = 0; start < opts.count; start += BATCH) {
    const batch = fork(orm);
    for (let i = start; i < Math.min(opts.count, start + BATCH); i++) {
      const user = batch.create(User, {
        role: 'student',
        firstName: 'Bench',
        lastName: `Student ${i}`,
        email: `bench.${opts.courseCode.toLowerCase()}.${i}@example.edu`,
      });
      batch.create(Enrollment, { course: batch.getReference(Course, course.id), student: user });
      users.push(user);
    }
    await batch.flush();
  }
  await em.flush();
  return inParallel(users, (user) => signedIn(orm, user, opts.tokens ?? false));
}

/** The course's first activity, once its material is ingested (students can chat). */
export async function readyActivity(
  orm: Orm,
  courseCode: string,
): Promise<{ activityId: string; courseId: string }> {
  for (let waited = 0; waited < 120_000; waited += 200) {
    const activity = await fork(orm).findOne(
      Activity,
      { course: { courseCode } },
      { orderBy: { createdAt: 'asc' } },
    );
    if (activity?.materialStatus === 'ready') {
      return { activityId: activity.id, courseId: activity.course.id };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the ${courseCode} demo activity's material was not ready after 2 minutes`);
}
