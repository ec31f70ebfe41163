import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureConversation } from '../../src/chat/conversations.ts';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { httpClient, httpStatusOf, wsClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startSignal } from '../support/subscriptions.ts';

let app: TestApp;
let maria: ReturnType<typeof httpClient>;
let james: ReturnType<typeof httpClient>;
let mariaCookie: string;
let cs101: IActivity;
const MIN = 60_000;

/** Messages at given minutes ago, as a student chatting would leave them. */
async function chat(email: string, activityId: string, minutesAgo: number[], submit = false) {
  const em = app.db.orm.em.fork() as EntityManager;
  const student = await em.findOneOrFail(User, { email });
  const conversation = await ensureConversation(em, activityId, student.id);
  for (const [i, ago] of minutesAgo.entries()) {
    em.create(Message, {
      conversation,
      sender: i % 2 === 0 ? 'user' : 'assistant',
      content: `m${i}`,
      createdAt: new Date(Date.now() - ago * MIN),
    });
  }
  if (submit)
    await em.nativeUpdate(
      Conversation,
      { id: conversation.id },
      { status: 'completed', submittedAt: new Date() },
    );
  await em.flush();
}

beforeAll(async () => {
  // Far from UTC, so a time written in UTC could not pass for the school's.
  app = await startTestApp({ SCHOOL_TIME_ZONE: 'Pacific/Auckland' });
  mariaCookie = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  maria = httpClient(app, { cookie: mariaCookie });
  james = httpClient(app, { cookie: (await signIn(app, 'james.chen@example.edu')).cookie });
  cs101 = await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  // Aisha: one 6-minute session (gaps 2 + 4), then a break, then 2 more minutes; submitted.
  await chat('aisha.patel@example.edu', cs101.id, [40, 38, 34, 10, 8], true);
  // Lucas: a single message (no time spent).
  await chat('lucas.moreau@example.edu', cs101.id, [5]);
});
afterAll(() => app.close());

describe('dashboard', () => {
  it('shows real totals and the average chat time this week', async () => {
    const d = await maria.teacher.dashboard.query();
    expect(d.fullName).toBe('Maria Okafor');
    // CS101 (Aisha, Lucas, Sofia, Omar) and CS201 (Lucas, Noah, Omar): 5 distinct students.
    expect(d.totals).toMatchObject({ students: 5, activeCourses: 2, activities: 2 });
    // Aisha 8 minutes, Lucas 0: 4 minutes on average.
    expect(d.totals.chatMinutesPerStudent).toBeCloseTo(4, 2);
    expect(d.trends.chatMinutes).toBeNull();
  });
});

describe('students', () => {
  it('lists one row per student and course with the last activity, and real details', async () => {
    const rows = await maria.teacher.students.list.query({ search: 'aisha' });
    expect(rows.map((r) => r.courseTitle)).toEqual(['Introduction to Programming']);
    expect(rows[0]?.lastActive).toBeInstanceOf(Date);
    const aisha = rows[0]?.studentId ?? '';
    const details = await maria.teacher.students.details.query({ studentId: aisha });
    expect(details).toMatchObject({ completed: 1, total: 1, messageCount: 3, engagement: 'Low' });
    expect(details.averageSessionMinutes).toBeCloseTo(4, 2);
    expect(
      httpStatusOf(
        await james.teacher.students.details
          .query({
            studentId:
              (await maria.teacher.students.list.query({ search: 'lucas' }))[0]?.studentId ?? '',
          })
          .catch((e: unknown) => e),
      ),
    ).toBe(404);
  });
});

describe('student responses', () => {
  it('lists, filters, sorts and exports only the teacher’s own responses', async () => {
    const { rows, total } = await maria.teacher.responses.list.query({});
    expect(total).toBe(2);
    expect(rows.map((r) => r.studentName)).toEqual(['Lucas Moreau', 'Aisha Patel']);
    expect((await maria.teacher.responses.list.query({ sort: 'asc' })).rows[0]?.studentName).toBe(
      'Aisha Patel',
    );
    expect((await maria.teacher.responses.list.query({ search: 'lucas' })).total).toBe(1);
    expect((await maria.teacher.responses.list.query({ page: 2, pageSize: 1 })).rows).toHaveLength(
      1,
    );
    expect((await maria.teacher.responses.export.query({})).rowCount).toBe(2);
    expect((await james.teacher.responses.list.query({})).total).toBe(0);
    const filters = await maria.teacher.responses.filters.query();
    expect(filters.courses.map((c) => c.title).sort()).toEqual([
      'Data Structures and Algorithms',
      'Introduction to Programming',
    ]);
  });

  it('shows the transcript to its teacher only, and updates the list live', async () => {
    const transcript = await maria.teacher.transcript.query({
      activityId: cs101.id,
      studentEmail: 'aisha.patel@example.edu',
    });
    expect(transcript).toMatchObject({
      completed: true,
      student: { name: 'Aisha Patel' },
      teacher: { name: 'Maria Okafor' },
    });
    expect(transcript.messages).toHaveLength(5);
    const other = await james.teacher.transcript
      .query({ activityId: cs101.id, studentEmail: 'aisha.patel@example.edu' })
      .catch((e: unknown) => e);
    expect((other as Error).message).toBe(`Activity details not found for ID: ${cs101.id}`);

    const ws = wsClient(app, { cookie: mariaCookie });
    const seen: string[] = [];
    const start = startSignal();
    const sub = ws.trpc.teacher.onResponses.subscribe(undefined, {
      onStarted: start.onStarted,
      onData: (e) => seen.push(e.kind),
    });
    await start.started;
    const omar = httpClient(app, { cookie: (await signIn(app, 'omar.haddad@example.edu')).cookie });
    await omar.student.chat.submit.mutate({ activityId: cs101.id });
    await expect.poll(() => seen).toContain('submitted');
    sub.unsubscribe();
    ws.close();
  });
});

/** The school's wall clock as Swedish writes it, 'YYYY-MM-DD HH:MM:SS': an independent oracle. */
const schoolTime = (date: Date) => date.toLocaleString('sv-SE', { timeZone: 'Pacific/Auckland' });

describe('Export Data', () => {
  it("writes the school's local times, which a spreadsheet reads, naming the zone", async () => {
    const { rows } = await maria.teacher.responses.list.query({ search: 'aisha' });
    const aisha = rows[0];
    if (!aisha) throw new Error('no row for Aisha');
    const file = await maria.teacher.responses.export.query({ search: 'aisha' });
    expect(file.fileName).toMatch(/^student-responses-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.fileName).toContain(schoolTime(new Date()).slice(0, 10));
    const [header, line] = file.csv.split('\r\n');
    expect(header).toBe(
      'Student,Email,Course,Course Code,Activity,Last Response Date (Pacific/Auckland),Status,Messages,' +
        'Teacher Answers,Feedback,Score,Feedback Comment,Feedback Released (Pacific/Auckland)',
    );
    expect(line).toContain(`,${schoolTime(aisha.lastResponseAt)},Completed,3`);
    expect(line).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  });

  it('exports the students the table shows, with their last activity', async () => {
    const [row] = await maria.teacher.students.list.query({ search: 'aisha' });
    const file = await maria.teacher.students.export.query({ search: 'aisha' });
    expect(file.rowCount).toBe(1);
    expect(file.csv.split('\r\n')).toEqual([
      'Student,Email,Course,Last Active (Pacific/Auckland)',
      `Aisha Patel,aisha.patel@example.edu,Introduction to Programming,${schoolTime(row?.lastActive ?? new Date(0))}`,
      '',
    ]);
    const never = await maria.teacher.students.export.query({ search: 'sofia' });
    expect(never.csv).toContain(',Never\r\n');
    expect((await james.teacher.students.export.query({ search: 'lucas' })).rowCount).toBe(0);
  });
});

describe('likes and dislikes', () => {
  it('counts the feedback on replies per activity, with the list’s filters', async () => {
    const aisha = httpClient(app, {
      cookie: (await signIn(app, 'aisha.patel@example.edu')).cookie,
    });
    const replies = (await aisha.student.chat.history.query({ activityId: cs101.id })).messages
      .filter((m) => m.sender === 'assistant')
      .map((m) => m.id);
    expect(replies).toHaveLength(2);
    await aisha.student.chat.feedback.mutate({ messageId: replies[0] ?? '', feedback: 'like' });
    await aisha.student.chat.feedback.mutate({ messageId: replies[1] ?? '', feedback: 'dislike' });

    const counts = await maria.teacher.responses.feedback.query({});
    expect(counts).toEqual([
      expect.objectContaining({ activityId: cs101.id, responses: 2, likes: 1, dislikes: 1 }),
    ]);
    const lucas = (await maria.teacher.responses.filters.query()).students.find(
      (s) => s.name === 'Lucas Moreau',
    );
    expect(await maria.teacher.responses.feedback.query({ studentId: lucas?.id })).toEqual([
      expect.objectContaining({ responses: 1, likes: 0, dislikes: 0 }),
    ]);
    expect(await james.teacher.responses.feedback.query({})).toEqual([]);
  });
});

describe('Student Activity', () => {
  it("is the average of each student's chat time this week, as their details show it", async () => {
    const dashboard = await maria.teacher.dashboard.query();
    const rows = await maria.teacher.students.list.query({ courseId: cs101.course.id });
    const chatted = await Promise.all(
      rows.map((r) =>
        maria.teacher.students.details.query({ studentId: r.studentId, courseId: r.courseId }),
      ),
    );
    // Aisha 8 minutes, Lucas 0 (a single message); the others have not written.
    const minutes = chatted.filter((d) => d.messageCount > 0).map((d) => d.chatMinutesThisWeek);
    const average = minutes.reduce((a, b) => a + b, 0) / minutes.length;
    expect(dashboard.totals.chatMinutesPerStudent).toBeCloseTo(average, 2);
  });

  it('is not rounded away: 24 seconds of chat is 0.4 minutes on the dashboard and in details', async () => {
    const math = await app.db.orm.em
      .fork()
      .findOneOrFail(Activity, { course: { courseCode: 'MATH201' } });
    await chat('aisha.patel@example.edu', math.id, [1, 0.6]);
    const dashboard = await james.teacher.dashboard.query();
    expect(dashboard.totals.chatMinutesPerStudent).toBeCloseTo(0.4, 2);
    const [row] = await james.teacher.students.list.query({ search: 'aisha' });
    const details = await james.teacher.students.details.query({
      studentId: row?.studentId ?? '',
      courseId: row?.courseId,
    });
    expect(details.chatMinutesThisWeek).toBeCloseTo(0.4, 2);
    expect(details.averageSessionMinutes).toBeCloseTo(0.4, 2);
  });
});
