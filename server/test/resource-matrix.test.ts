import { randomUUID } from 'node:crypto';
import superjson, { type SuperJSONResult } from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Activity } from '../src/db/entities/activity.ts';
import { Conversation } from '../src/db/entities/conversation.ts';
import { Course } from '../src/db/entities/course.ts';
import { User } from '../src/db/entities/user.ts';
import { appRouter } from '../src/trpc/router.ts';
import { createActivity, materialSettled, text } from './support/activities.ts';
import { httpClient, subscribeByPath, wsClient } from './support/clients.ts';
import { watchWrites, type WriteLog } from './support/db-writes.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * The resource dimension of the authorization matrix. Every procedure whose input names a
 * row (an id, a course code, a student's email) is called by the user who owns that row
 * and by users who don't (another teacher, a student of another course, another student of
 * the same course), and with a child id that does not belong to its parent. Each call goes
 * once with the session cookie and once with an API token (over HTTP, and in the
 * websocket's connectionParams for subscriptions): both must get the same answer.
 *
 * Which procedures need rows here is read from the router's input schemas, so a new
 * procedure that takes an id fails the first test until its cases are written.
 */

// Field names that point at a row someone owns. A course's code is one only where it is
// looked up (a new course's own code, a person's new email, departmentCode from a fixed
// list and notifyEmail, a setting, are not).
const REFERENCE = /^(id|ids|lastEventId|studentEmail)$|Id$/;
const REFERENCE_PATHS_BY_CODE = new Set(['student.courses.byCode']);

type Kind = 'query' | 'mutation' | 'subscription';
type Who = 'admin' | 'maria' | 'james' | 'aisha' | 'lucas' | 'noah';
/**
 * allowed: answered with the row. not-found: 404, exactly as for a missing row. refused: a
 * 4xx naming the wrong choice. empty: a filter over a list that answers with no rows.
 * ignored: accepted but nothing of another user's changes or comes back.
 */
type Want = 'allowed' | 'not-found' | 'refused' | 'empty' | 'ignored';
interface Probe {
  as: Who;
  input: unknown;
  want: Want;
  why: string;
}

interface Fixture {
  cs101: string;
  math201: string;
  /** Maria's published CS101 activity, where Aisha and Lucas have chatted. */
  activity: string;
  /** James's published MATH201 activity. */
  mathActivity: string;
  /** A draft in CS101: students never reach it. */
  draft: string;
  /** A CS101 activity only the owner's own remove may delete. */
  doomed: string;
  aishaId: string;
  lucasId: string;
  noahId: string;
  mariaId: string;
  aishaReply: string;
  lucasReply: string;
  /** Aisha's CS101 conversation, not submitted. */
  aishaConversation: string;
  /** Lucas's CS101 conversation, submitted. */
  lucasSubmission: string;
  /** Lucas's open question to Maria about his reply. */
  lucasQuestion: string;
  mariaTokenId: string;
  aishaNotification: string;
  contactMessage: string;
  /** Maria's teacher's note on the CS101 activity. */
  mariaNote: string;
}

// A list is an array, a page ({ rows, total }) or an exported file ({ csv, rowCount }).
const isList = (data: unknown) =>
  Array.isArray(data) ||
  (typeof data === 'object' && data !== null && ('rows' in data || 'rowCount' in data));
const rowsOf = (data: unknown): number => {
  if (Array.isArray(data)) return data.length;
  const d = data as { rows?: unknown[]; rowCount?: number };
  return d.rows?.length ?? d.rowCount ?? 0;
};

/** The probes of every procedure that takes a reference, by path. */
const cases: Record<string, (f: Fixture) => Probe[]> = {
  'me.tokens.remove': (f) => [
    { as: 'james', input: { id: f.mariaTokenId }, want: 'not-found', why: "another's token" },
    { as: 'maria', input: { id: randomUUID() }, want: 'not-found', why: 'no such token' },
  ],
  'me.notifications.markRead': (f) => [
    { as: 'noah', input: { ids: [f.aishaNotification] }, want: 'ignored', why: "another's" },
  ],
  'me.onNotification': (f) => [
    {
      as: 'noah',
      input: { lastEventId: f.aishaNotification },
      want: 'ignored',
      why: "resuming after another user's notification replays nothing of theirs",
    },
  ],

  'admin.courses.update': (f) => [
    { as: 'admin', input: courseUpdate(randomUUID(), f.mariaId), want: 'not-found', why: 'none' },
    {
      as: 'admin',
      input: courseUpdate(f.cs101, f.aishaId),
      want: 'refused',
      why: 'a student as the course teacher',
    },
  ],
  'admin.courses.create': (f) => [
    {
      as: 'admin',
      input: {
        title: 'Ethics',
        courseCode: 'PHIL100',
        departmentCode: 'cs',
        teacherId: f.aishaId,
        startDate: '2026-01-10',
        endDate: '2026-06-10',
        maxStudents: 30,
        credits: 3,
      },
      want: 'refused',
      why: 'a student as the course teacher',
    },
  ],
  'admin.courses.impact': (f) => [
    { as: 'admin', input: { id: f.cs101 }, want: 'allowed', why: 'admins see every course' },
    { as: 'admin', input: { id: f.aishaId }, want: 'not-found', why: 'a user id as a course' },
  ],
  'admin.audit.export': (f) => [
    { as: 'admin', input: { actorId: randomUUID() }, want: 'empty', why: 'nobody by that id' },
    {
      as: 'admin',
      input: { actorId: f.aishaId },
      want: 'empty',
      why: 'a student did nothing audited',
    },
  ],
  'admin.privacy.erasureImpact': (f) => [
    { as: 'admin', input: { id: f.aishaId }, want: 'allowed', why: 'any student' },
    { as: 'admin', input: { id: f.cs101 }, want: 'not-found', why: 'a course id as a person' },
  ],
  'admin.privacy.erase': (f) => [
    { as: 'admin', input: { id: randomUUID() }, want: 'not-found', why: 'no such person' },
    { as: 'admin', input: { id: f.cs101 }, want: 'not-found', why: 'a course id as a person' },
  ],
  'admin.terms.setCourseTerm': (f) => [
    {
      as: 'admin',
      input: { courseId: f.aishaId, termId: null },
      want: 'not-found',
      why: 'a user id as a course',
    },
    {
      as: 'admin',
      input: { courseId: f.cs101, termId: randomUUID() },
      want: 'not-found',
      why: 'no such term',
    },
  ],
  'admin.terms.archiveCourse': (f) => [
    {
      as: 'admin',
      input: { courseId: f.aishaId },
      want: 'not-found',
      why: 'a user id as a course',
    },
  ],
  'admin.terms.restoreCourse': (f) => [
    {
      as: 'admin',
      input: { courseId: f.activity },
      want: 'not-found',
      why: 'an activity id as a course',
    },
  ],
  'admin.privacy.setPseudonymised': (f) => [
    {
      as: 'admin',
      input: { courseId: f.activity, pseudonymised: true },
      want: 'not-found',
      why: 'an activity id as a course',
    },
  ],
  'teacher.pseudonyms.reveal': (f) => [
    {
      as: 'james',
      input: {
        activityId: f.activity,
        studentEmail: 'student-000000@pseudonym.invalid',
        reason: 'Not my course at all',
      },
      want: 'not-found',
      why: "another teacher's activity",
    },
    {
      as: 'maria',
      input: {
        activityId: f.activity,
        studentEmail: 'student-000000@pseudonym.invalid',
        reason: 'Her course is not pseudonymised',
      },
      want: 'not-found',
      why: 'a course without pseudonyms',
    },
  ],
  'admin.terms.preview': (f) => [
    {
      as: 'admin',
      input: { fromTermId: randomUUID(), toTermId: randomUUID() },
      want: 'not-found',
      why: 'no such terms',
    },
    {
      as: 'admin',
      input: { fromTermId: f.cs101, toTermId: f.math201 },
      want: 'not-found',
      why: 'course ids as terms',
    },
  ],
  'admin.terms.rollover': (f) => [
    {
      as: 'admin',
      input: { fromTermId: f.cs101, toTermId: f.math201 },
      want: 'not-found',
      why: 'course ids as terms',
    },
  ],
  // An LMS's own identifiers (client and deployment ids) name none of our rows.
  'admin.lti.create': () => [
    {
      as: 'admin',
      input: {
        name: 'Probe LMS',
        issuer: `https://lms-${randomUUID()}.example.edu`,
        clientId: 'probe-client',
        authLoginUrl: 'https://lms.example.edu/auth',
        accessTokenUrl: 'https://lms.example.edu/token',
        jwksUrl: 'https://lms.example.edu/jwks',
        deploymentIds: ['probe-deployment'],
      },
      want: 'allowed',
      why: "the LMS's ids are its own",
    },
  ],
  'admin.lti.update': () => [
    {
      as: 'admin',
      input: { id: randomUUID(), enabled: false },
      want: 'not-found',
      why: 'no such LMS',
    },
  ],
  'admin.lti.setDeployment': () => [
    {
      as: 'admin',
      input: { id: randomUUID(), enabled: false },
      want: 'not-found',
      why: 'no such deployment',
    },
  ],
  'admin.lti.addDeployment': () => [
    {
      as: 'admin',
      input: { platformId: randomUUID(), deploymentId: 'd-1' },
      want: 'not-found',
      why: 'no such LMS',
    },
  ],
  'admin.lti.linkCourse': (f) => [
    {
      as: 'admin',
      input: { platformId: randomUUID(), contextId: 'course-1', courseId: f.cs101 },
      want: 'not-found',
      why: 'no such LMS',
    },
  ],
  'admin.lti.syncRoster': () => [
    {
      as: 'admin',
      input: { contextId: randomUUID() },
      want: 'not-found',
      why: 'no such LMS course',
    },
  ],
  'teacher.lti.syncRoster': (f) => [
    {
      as: 'maria',
      input: { courseId: f.math201 },
      want: 'not-found',
      why: "another teacher's course",
    },
  ],
  'teacher.lti.course': (f) => [
    {
      as: 'maria',
      input: { courseId: f.math201 },
      want: 'not-found',
      why: "another teacher's course",
    },
  ],
  'teacher.lti.gradeColumns': (f) => [
    {
      as: 'maria',
      input: { activityId: f.mathActivity },
      want: 'not-found',
      why: "another teacher's activity",
    },
  ],
  'admin.lti.grades': () => [
    {
      as: 'admin',
      input: { contextId: randomUUID() },
      want: 'not-found',
      why: 'no such LMS course',
    },
  ],
  'teacher.lti.scores': (f) => [
    {
      as: 'maria',
      input: { activityId: f.mathActivity },
      want: 'not-found',
      why: "another teacher's activity",
    },
  ],
  'admin.courses.activities': (f) => [
    { as: 'admin', input: { id: f.cs101 }, want: 'allowed', why: 'admins see every course' },
    { as: 'admin', input: { id: f.aishaId }, want: 'not-found', why: 'a user id as a course' },
  ],
  'admin.courses.remove': () => [
    { as: 'admin', input: { id: randomUUID() }, want: 'not-found', why: 'no such course' },
  ],
  'admin.teachers.update': (f) => [
    {
      as: 'admin',
      input: { id: f.aishaId, firstName: 'A', lastName: 'B', departmentCode: 'cs' },
      want: 'not-found',
      why: 'a student is not a teacher',
    },
  ],
  'admin.teachers.remove': (f) => [
    { as: 'admin', input: { id: f.aishaId }, want: 'not-found', why: 'a student' },
  ],
  'admin.students.update': (f) => [
    {
      as: 'admin',
      input: { id: f.mariaId, name: 'Maria O', email: 'maria.okafor@example.edu' },
      want: 'not-found',
      why: 'a teacher is not a student',
    },
  ],
  'admin.students.impact': (f) => [
    { as: 'admin', input: { id: f.aishaId }, want: 'allowed', why: 'admins see every student' },
    { as: 'admin', input: { id: f.mariaId }, want: 'not-found', why: 'a teacher' },
  ],
  'admin.students.remove': (f) => [
    { as: 'admin', input: { id: f.mariaId }, want: 'not-found', why: 'a teacher' },
  ],
  'admin.enrollments.list': (f) => [
    { as: 'admin', input: { courseId: f.cs101 }, want: 'allowed', why: 'any course' },
    { as: 'admin', input: { courseId: f.activity }, want: 'not-found', why: 'an activity id' },
  ],
  'admin.enrollments.candidates': (f) => [
    { as: 'admin', input: { courseId: f.cs101 }, want: 'allowed', why: 'any course' },
    { as: 'admin', input: { courseId: randomUUID() }, want: 'not-found', why: 'no such course' },
  ],
  'admin.enrollments.enroll': (f) => [
    {
      as: 'admin',
      input: { courseId: f.cs101, studentId: f.mariaId },
      want: 'not-found',
      why: 'a teacher enrolled as a student',
    },
    {
      as: 'admin',
      input: { courseId: randomUUID(), studentId: f.noahId },
      want: 'not-found',
      why: 'no such course',
    },
  ],
  'admin.enrollments.enrollMany': (f) => [
    {
      as: 'admin',
      input: { courseId: f.cs101, studentIds: [f.noahId, f.mariaId] },
      want: 'not-found',
      why: 'a teacher among the students enrolled',
    },
    {
      as: 'admin',
      input: { courseId: f.math201, studentIds: [f.cs101] },
      want: 'not-found',
      why: 'a course id given as a student',
    },
    {
      as: 'admin',
      input: { courseId: randomUUID(), studentIds: [f.noahId] },
      want: 'not-found',
      why: 'no such course',
    },
  ],
  'admin.enrollments.remove': (f) => [
    {
      as: 'admin',
      input: { courseId: f.cs101, studentId: f.noahId },
      want: 'not-found',
      why: 'a student who is not in the course',
    },
  ],
  'admin.submissions.list': (f) => [
    { as: 'admin', input: { courseId: f.cs101 }, want: 'allowed', why: 'every course' },
    {
      as: 'admin',
      input: { courseId: f.cs101, activityId: f.mathActivity },
      want: 'empty',
      why: 'an activity of another course',
    },
    {
      as: 'admin',
      input: { studentId: f.noahId, activityId: f.activity },
      want: 'empty',
      why: 'a student with no conversation there',
    },
  ],
  'admin.transcript': (f) => [
    {
      as: 'admin',
      input: { activityId: f.activity, studentEmail: 'aisha.patel@example.edu' },
      want: 'allowed',
      why: 'any conversation',
    },
    {
      as: 'admin',
      input: { activityId: f.activity, studentEmail: 'noah.kim@example.edu' },
      want: 'not-found',
      why: 'a student outside the course',
    },
  ],
  'admin.insights.overview': (f) => adminInsightsProbes(f),
  'admin.insights.topics': (f) => adminInsightsProbes(f),
  'admin.insights.gaps': (f) => adminInsightsProbes(f),
  'admin.insights.materialUse': (f) => adminInsightsProbes(f),
  'admin.insights.feedback': (f) => adminInsightsProbes(f),
  'admin.contactMessages.byId': (f) => [
    { as: 'admin', input: { id: f.contactMessage }, want: 'allowed', why: 'the inbox' },
    { as: 'admin', input: { id: f.aishaReply }, want: 'not-found', why: 'a chat message id' },
  ],
  'admin.contactMessages.markRead': (f) => [
    { as: 'admin', input: { id: f.aishaReply }, want: 'not-found', why: 'a chat message id' },
  ],

  'teacher.courses.nextTerm': (f) => [
    { as: 'james', input: { courseId: f.cs101 }, want: 'not-found', why: "Maria's course" },
    { as: 'maria', input: { courseId: f.activity }, want: 'not-found', why: 'an activity id' },
  ],
  'teacher.courses.startNextTerm': (f) => [
    { as: 'james', input: { courseId: f.cs101 }, want: 'not-found', why: "Maria's course" },
  ],
  'admin.terms.nextTerm': (f) => [
    { as: 'admin', input: { courseId: f.aishaId }, want: 'not-found', why: 'a user id' },
  ],
  'admin.terms.startNextTerm': (f) => [
    { as: 'admin', input: { courseId: f.activity }, want: 'not-found', why: 'an activity id' },
  ],
  'teacher.courses.activities': (f) => [
    ...ownerOnly({ courseId: f.cs101 }, 'CS101'),
    { as: 'james', input: { courseId: f.math201 }, want: 'allowed', why: 'his own course' },
  ],
  'teacher.activities.list': (f) => filterOwnerOnly({ courseId: f.cs101 }, 'CS101'),
  'teacher.activities.byId': (f) => [
    ...ownerOnly({ activityId: f.activity }, 'a CS101 activity'),
    { as: 'maria', input: { activityId: f.mathActivity }, want: 'not-found', why: "James's" },
  ],
  'teacher.activities.publish': (f) => [
    { as: 'james', input: { activityId: f.draft }, want: 'not-found', why: "Maria's draft" },
  ],
  'teacher.activities.preview': (f) => {
    const ask = (activityId: string) => ({ activityId, question: 'What is binary search?' });
    return [
      ...ownerOnly(ask(f.activity), 'a CS101 activity'),
      { as: 'maria', input: ask(f.draft), want: 'allowed', why: 'her own draft' },
      { as: 'james', input: ask(f.draft), want: 'not-found', why: "Maria's draft" },
      { as: 'maria', input: ask(f.mathActivity), want: 'not-found', why: "James's" },
    ];
  },
  'teacher.activities.remove': (f) => [
    {
      as: 'james',
      input: { activityId: f.doomed, withResponses: true },
      want: 'not-found',
      why: "Maria's activity",
    },
  ],
  'teacher.answerKeys.list': (f) => ownerOnly({ activityId: f.activity }, 'answer keys'),
  'teacher.answerKeys.set': (f) => [
    {
      as: 'james',
      input: { activityId: f.activity, keys: ['24'] },
      want: 'not-found',
      why: "Maria's activity",
    },
    {
      as: 'maria',
      input: { activityId: f.mathActivity, keys: ['24'] },
      want: 'not-found',
      why: "James's activity",
    },
    { as: 'maria', input: { activityId: f.activity, keys: ['42'] }, want: 'allowed', why: 'hers' },
  ],
  'teacher.material.status': (f) => ownerOnly({ activityId: f.activity }, 'a CS101 activity'),
  'teacher.material.onProgress': (f) => ownerOnly({ activityId: f.activity }, 'CS101 material'),
  'teacher.insights.overview': (f) => insightsProbes(f),
  'teacher.insights.topics': (f) => insightsProbes(f),
  'teacher.insights.gaps': (f) => insightsProbes(f),
  'teacher.insights.materialUse': (f) => insightsProbes(f),
  'teacher.insights.feedback': (f) => insightsProbes(f),
  'teacher.students.list': (f) => filterOwnerOnly({ courseId: f.cs101 }, 'CS101'),
  'teacher.students.export': (f) => filterOwnerOnly({ courseId: f.cs101 }, 'CS101'),
  'teacher.students.details': (f) => [
    { as: 'maria', input: { studentId: f.lucasId }, want: 'allowed', why: 'her student' },
    { as: 'james', input: { studentId: f.lucasId }, want: 'not-found', why: 'not his student' },
    {
      as: 'maria',
      input: { studentId: f.noahId, courseId: f.cs101 },
      want: 'not-found',
      why: 'her CS201 student asked for under CS101, where he is not',
    },
    { as: 'maria', input: { studentId: f.mariaId }, want: 'not-found', why: 'not a student' },
  ],
  'teacher.responses.list': (f) => [
    ...filterOwnerOnly({ courseId: f.cs101 }, 'CS101'),
    {
      as: 'james',
      input: { teacherId: f.mariaId },
      want: 'empty',
      why: "asking for another teacher's responses by filter",
    },
    {
      as: 'james',
      input: { studentId: f.aishaId, activityId: f.activity },
      want: 'empty',
      why: "his student's conversation in Maria's course",
    },
  ],
  'teacher.responses.export': (f) => filterOwnerOnly({ courseId: f.cs101 }, 'CS101'),
  'teacher.responses.feedback': (f) => [
    ...filterOwnerOnly({ courseId: f.cs101 }, 'CS101'),
    {
      as: 'james',
      input: { activityId: f.activity },
      want: 'empty',
      why: "the likes of Maria's activity",
    },
  ],
  'teacher.transcript': (f) => transcriptProbes(f),
  'teacher.feedback.save': (f) => {
    const write = (conversationId: string) => ({
      conversationId,
      comment: 'Well argued',
      score: 90,
    });
    return [
      ...ownerOnly(write(f.lucasSubmission), "student's submission"),
      {
        as: 'maria',
        input: write(f.aishaConversation),
        want: 'refused',
        why: 'a conversation not submitted yet',
      },
      { as: 'maria', input: write(f.activity), want: 'not-found', why: 'an activity id' },
    ];
  },
  'teacher.feedback.release': (f) => [
    {
      as: 'james',
      input: { conversationId: f.lucasSubmission },
      want: 'not-found',
      why: "another teacher's student's submission",
    },
    {
      as: 'maria',
      input: { conversationId: f.aishaConversation },
      want: 'refused',
      why: 'no feedback written yet',
    },
  ],
  'teacher.onTranscript': (f) => transcriptProbes(f),
  'teacher.corrections.save': (f) => {
    const write = (messageId: string) => ({ messageId, text: 'The midterm is on Friday.' });
    return [
      ...ownerOnly(write(f.aishaReply), "student's reply"),
      { as: 'maria', input: write(f.activity), want: 'not-found', why: 'an activity id' },
    ];
  },
  'teacher.corrections.remove': (f) => [
    {
      as: 'james',
      input: { messageId: f.aishaReply },
      want: 'not-found',
      why: "a reply in another teacher's course",
    },
    { as: 'maria', input: { messageId: f.mariaNote }, want: 'not-found', why: 'a note id' },
  ],
  'teacher.corrections.pin': (f) => {
    const pin = (messageId: string) => ({ messageId, title: 'Exam?', text: 'On Friday.' });
    return [
      {
        as: 'james',
        input: pin(f.aishaReply),
        want: 'not-found',
        why: "a reply in another teacher's course",
      },
      { as: 'maria', input: pin(f.lucasReply), want: 'refused', why: 'a reply not corrected' },
    ];
  },
  'teacher.notes.list': (f) => [
    ...ownerOnly({ activityId: f.activity }, 'notes'),
    { as: 'maria', input: { activityId: f.mathActivity }, want: 'not-found', why: "James's" },
  ],
  'teacher.notes.create': (f) => {
    const note = (activityId: string) => ({ activityId, title: 'Exam?', text: 'On Friday.' });
    return [
      { as: 'james', input: note(f.activity), want: 'not-found', why: "Maria's activity" },
      { as: 'maria', input: note(f.mathActivity), want: 'not-found', why: "James's activity" },
      { as: 'maria', input: note(f.cs101), want: 'not-found', why: 'a course id' },
    ];
  },
  'teacher.notes.update': (f) => {
    const note = (noteId: string) => ({ noteId, title: 'Exam?', text: 'On Friday.' });
    return [
      { as: 'james', input: note(f.mariaNote), want: 'not-found', why: "Maria's note" },
      { as: 'maria', input: note(f.activity), want: 'not-found', why: 'an activity id' },
    ];
  },
  'teacher.notes.remove': (f) => [
    { as: 'james', input: { noteId: f.mariaNote }, want: 'not-found', why: "Maria's note" },
    { as: 'maria', input: { noteId: f.aishaReply }, want: 'not-found', why: 'a message id' },
  ],
  'teacher.questions.answer': (f) => {
    const answer = (questionId: string) => ({ questionId, content: 'Look at page 2.' });
    return [
      {
        as: 'james',
        input: answer(f.lucasQuestion),
        want: 'not-found',
        why: "a question in another teacher's course",
      },
      { as: 'maria', input: answer(f.lucasReply), want: 'not-found', why: 'a message id' },
      { as: 'maria', input: answer(randomUUID()), want: 'not-found', why: 'no such question' },
    ];
  },

  'student.courses.byCode': () => [
    { as: 'aisha', input: { courseCode: 'CS101' }, want: 'allowed', why: 'enrolled' },
    { as: 'noah', input: { courseCode: 'CS101' }, want: 'not-found', why: 'not enrolled' },
  ],
  'student.activities.byId': (f) => studentActivityProbes(f, true),
  'student.chat.history': (f) => studentActivityProbes(f, true),
  'student.chat.onEvents': (f) => studentActivityProbes(f, true),
  'student.chat.send': (f) =>
    studentActivityProbes(f, false).map((p) => ({
      ...p,
      input: { ...(p.input as object), content: 'Show me the other course' },
    })),
  'student.chat.submit': (f) => studentActivityProbes(f, false),
  'student.questions.ask': (f) => [
    {
      as: 'aisha',
      input: { messageId: f.aishaReply, note: 'Why halves?' },
      want: 'allowed',
      why: 'a reply in her conversation',
    },
    {
      as: 'aisha',
      input: { messageId: f.lucasReply },
      want: 'not-found',
      why: "a reply in a classmate's conversation of the same activity",
    },
    {
      as: 'noah',
      input: { messageId: f.aishaReply },
      want: 'not-found',
      why: "a reply in another course's conversation",
    },
    { as: 'aisha', input: { messageId: f.activity }, want: 'not-found', why: 'an activity id' },
  ],
  'student.chat.feedback': (f) => [
    {
      as: 'aisha',
      input: { messageId: f.aishaReply, feedback: 'like' },
      want: 'allowed',
      why: 'a reply in her conversation',
    },
    {
      as: 'aisha',
      input: { messageId: f.lucasReply, feedback: 'dislike' },
      want: 'not-found',
      why: "a reply in a classmate's conversation of the same activity",
    },
  ],
};

function courseUpdate(id: string, teacherId: string) {
  return {
    id,
    title: 'Introduction to Programming',
    courseCode: 'CS101',
    departmentCode: 'cs',
    teacherId,
    maxStudents: 40,
  };
}

function ownerOnly(input: object, what: string): Probe[] {
  return [
    { as: 'maria', input, want: 'allowed', why: `her own ${what}` },
    { as: 'james', input, want: 'not-found', why: `another teacher's ${what}` },
  ];
}

function filterOwnerOnly(input: object, what: string): Probe[] {
  return [
    { as: 'maria', input, want: 'allowed', why: `her own ${what}` },
    { as: 'james', input, want: 'empty', why: `filtering on another teacher's ${what}` },
  ];
}

function insightsProbes(f: Fixture): Probe[] {
  return [
    ...ownerOnly({ activityId: f.activity }, 'CS101 activity'),
    { as: 'maria', input: { activityId: f.draft }, want: 'allowed', why: 'her own draft' },
    { as: 'maria', input: { activityId: f.mathActivity }, want: 'not-found', why: "James's" },
    { as: 'maria', input: { activityId: f.cs101 }, want: 'not-found', why: 'a course id' },
  ];
}

function adminInsightsProbes(f: Fixture): Probe[] {
  return [
    { as: 'admin', input: { activityId: f.activity }, want: 'allowed', why: 'any activity' },
    { as: 'admin', input: { activityId: f.cs101 }, want: 'not-found', why: 'a course id' },
  ];
}

function transcriptProbes(f: Fixture): Probe[] {
  const aisha = { activityId: f.activity, studentEmail: 'aisha.patel@example.edu' };
  return [
    ...ownerOnly(aisha, "student's conversation"),
    {
      as: 'maria',
      input: { activityId: f.activity, studentEmail: 'noah.kim@example.edu' },
      want: 'not-found',
      why: 'a student of her other course, not in this one',
    },
    {
      as: 'maria',
      input: { activityId: f.activity, studentEmail: 'james.chen@example.edu' },
      want: 'not-found',
      why: 'a teacher named as the student',
    },
  ];
}

function studentActivityProbes(f: Fixture, includeAllowed: boolean): Probe[] {
  const own = { activityId: f.activity };
  return [
    ...(includeAllowed ? [{ as: 'aisha', input: own, want: 'allowed', why: 'enrolled' }] : []),
    { as: 'noah', input: own, want: 'not-found', why: 'a course he is not in' },
    { as: 'aisha', input: { activityId: f.draft }, want: 'not-found', why: 'a draft' },
    { as: 'aisha', input: { activityId: f.cs101 }, want: 'not-found', why: 'a course id' },
  ] as Probe[];
}

// ── The router, read from its definition ──────────────────────────────────────────────

interface ProcedureDef {
  _def: { type: Kind; inputs?: z.ZodType[] };
}
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, ProcedureDef>,
).map(([path, p]) => ({ path, type: p._def.type, fields: inputFields(p._def.inputs ?? []) }));

function inputFields(inputs: z.ZodType[]): string[] {
  return inputs.flatMap((schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  });
}

const referencing = procedures.filter(
  (p) => p.fields.some((f) => REFERENCE.test(f)) || REFERENCE_PATHS_BY_CODE.has(p.path),
);

// ── Calling as someone ──────────────────────────────────────────────────────────────

let app: TestApp;
let writes: WriteLog;
let fixture: Fixture;
const cookies = {} as Record<Who, string>;
const tokens = {} as Record<Who, string>;
const EMAILS: Record<Who, string> = {
  admin: 'dana.whitfield@example.edu',
  maria: 'maria.okafor@example.edu',
  james: 'james.chen@example.edu',
  aisha: 'aisha.patel@example.edu',
  lucas: 'lucas.moreau@example.edu',
  noah: 'noah.kim@example.edu',
};
type Via = 'cookie' | 'token';

interface Outcome {
  status: number;
  data?: unknown;
  message?: string;
  events?: number;
}

async function call(type: Kind, path: string, input: unknown, who: Who, via: Via) {
  if (type === 'subscription') return subscribe(path, input, who, via);
  const headers: Record<string, string> =
    via === 'cookie' ? { cookie: cookies[who] } : { authorization: `Bearer ${tokens[who]}` };
  const encoded = JSON.stringify(superjson.serialize(input));
  const res =
    type === 'query'
      ? await fetch(`${app.url}/trpc/${path}?input=${encodeURIComponent(encoded)}`, { headers })
      : await fetch(`${app.url}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: encoded,
        });
  const body = (await res.json()) as {
    result?: { data: SuperJSONResult };
    error?: { json: { message: string } };
  };
  return {
    status: res.status,
    data: body.result ? superjson.deserialize(body.result.data) : undefined,
    message: body.error?.json.message,
  } satisfies Outcome;
}

/** Outcome of a subscription: its error status, or 200 and how many events came first. */
async function subscribe(path: string, input: unknown, who: Who, via: Via): Promise<Outcome> {
  const ws = wsClient(app, via === 'cookie' ? { cookie: cookies[who] } : { token: tokens[who] });
  const outcome = await new Promise<Outcome>((resolve) => {
    let events = 0;
    const sub = subscribeByPath(ws, path, input, {
      // Allowed subscriptions send their catch-up at once; wait a moment for it.
      onStarted: () => setTimeout(() => resolve({ status: 200, events }), 500),
      onData: () => events++,
      onError: (err) => resolve({ status: err.data?.httpStatus ?? 0, message: err.message }),
    });
    setTimeout(() => sub.unsubscribe(), 3000);
  });
  ws.close();
  return outcome;
}

// ── Fixture ───────────────────────────────────────────────────────────────────────────

/** Sends a question and waits for its reply: the first reply's id, or with `latest` this one's. */
async function chatOnce(who: Who, activityId: string, opts = { latest: false }): Promise<string> {
  const client = httpClient(app, { cookie: cookies[who] });
  const { replyId } = await client.student.chat.send.mutate({
    activityId,
    content: 'What is binary search?',
  });
  for (let tries = 0; tries < 200; tries++) {
    const history = await client.student.chat.history.query({ activityId });
    const reply = opts.latest
      ? history.messages.find((m) => m.id === replyId)
      : history.messages.find((m) => m.sender === 'assistant');
    if (reply) return reply.id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reply for ${who}`);
}

/** Maria's teacher's note on the activity, once it is ingested. */
async function noteIngested(activityId: string) {
  const mariaClient = httpClient(app, { cookie: cookies.maria });
  const mariaNote = await mariaClient.teacher.notes.create.mutate({
    activityId,
    title: 'When are office hours?',
    text: 'Office hours are on Tuesdays at 14:00 in room B12.',
  });
  for (let tries = 0; ; tries++) {
    const [note] = await mariaClient.teacher.notes.list.query({ activityId });
    if (note?.status === 'ready') return mariaNote;
    if (tries > 300) throw new Error('the note was not ingested');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  app = await startTestApp();
  await Promise.all(
    (Object.keys(EMAILS) as Who[]).map(async (who) => {
      cookies[who] = (await signIn(app, EMAILS[who])).cookie;
      tokens[who] = (
        await httpClient(app, { cookie: cookies[who] }).me.tokens.create.mutate({ name: 'matrix' })
      ).token;
    }),
  );
  const em = app.db.orm.em.fork();
  const cs101 = await em.findOneOrFail(Course, { courseCode: 'CS101' });
  const math201 = await em.findOneOrFail(Course, { courseCode: 'MATH201' });
  const [activity, mathActivity] = await Promise.all(
    [cs101, math201].map((c) => em.findOneOrFail(Activity, { course: c.id })),
  );
  if (!activity || !mathActivity) throw new Error('demo activities missing');
  await materialSettled(app, activity.id);
  // createActivity flushes its own fork, so both go at once; the note is ingested meanwhile.
  const [draft, doomed, mariaNote] = await Promise.all([
    createActivity(app, {
      courseCode: 'CS101',
      title: 'Draft: recursion',
      files: [
        { name: 'recursion.md', bytes: text('# Recursion\n\nA function that calls itself.') },
      ],
    }),
    createActivity(app, {
      courseCode: 'CS101',
      title: 'Old quiz',
      files: [{ name: 'quiz.md', bytes: text('# Quiz\n\nOld questions.') }],
    }),
    noteIngested(activity.id),
  ]);
  await em.nativeUpdate(Activity, { id: draft.id }, { status: 'draft' });
  // Ingestion finishing later would write rows while a refused call is being watched.
  await Promise.all([draft, doomed].map((a) => materialSettled(app, a.id)));
  // An allowed list of answer keys must find some.
  await em.nativeUpdate(Activity, { id: activity.id }, { answerKeys: ['42'] });
  const ids = async (email: string) => (await em.findOneOrFail(User, { email })).id;
  const mariaTokens = await httpClient(app, { cookie: cookies.maria }).me.tokens.list.query();
  const admin = httpClient(app, { cookie: cookies.admin });
  // Enrolling Aisha in CS201 gives her a notification.
  const cs201 = await em.findOneOrFail(Course, { courseCode: 'CS201' });
  await admin.admin.enrollments.enroll.mutate({
    courseId: cs201.id,
    studentId: await ids(EMAILS.aisha),
  });
  const aishaNotifications = await httpClient(app, {
    cookie: cookies.aisha,
  }).me.notifications.list.query();
  await httpClient(app).public.contact.send.mutate({
    name: 'Parent',
    email: 'parent@example.com',
    message: 'When does term start?',
  });
  const inbox = await admin.admin.contactMessages.list.query();
  const [aishaReply, lucasReply] = await Promise.all([
    chatOnce('aisha', activity.id),
    chatOnce('lucas', activity.id),
  ]);
  // Lucas submits: his teacher may write feedback on it.
  await httpClient(app, { cookie: cookies.lucas }).student.chat.submit.mutate({
    activityId: activity.id,
  });
  // Lucas asks Maria about his reply, submitted as his activity is.
  await httpClient(app, { cookie: cookies.lucas }).student.questions.ask.mutate({
    messageId: lucasReply,
  });
  const [lucasQuestion] = await httpClient(app, {
    cookie: cookies.maria,
  }).teacher.questions.list.query({ status: 'open' });
  const conversationOf = async (email: string) =>
    (await em.findOneOrFail(Conversation, { activity: activity.id, student: await ids(email) })).id;
  fixture = {
    cs101: cs101.id,
    math201: math201.id,
    activity: activity.id,
    mathActivity: mathActivity.id,
    draft: draft.id,
    doomed: doomed.id,
    aishaId: await ids(EMAILS.aisha),
    lucasId: await ids(EMAILS.lucas),
    noahId: await ids(EMAILS.noah),
    mariaId: await ids(EMAILS.maria),
    aishaReply,
    lucasReply,
    mariaTokenId: mariaTokens[0]?.id ?? '',
    aishaNotification: aishaNotifications.items[0]?.id ?? '',
    contactMessage: inbox.items[0]?.id ?? '',
    aishaConversation: await conversationOf(EMAILS.aisha),
    lucasSubmission: await conversationOf(EMAILS.lucas),
    mariaNote: mariaNote.id,
    lucasQuestion: lucasQuestion?.id ?? '',
  };
  expect(Object.values(fixture).every(Boolean), 'every fixture row exists').toBe(true);
  writes = await watchWrites(app.databaseUrl);
});
afterAll(async () => {
  await writes?.close();
  await app?.close();
});

// ── The matrix ──────────────────────────────────────────────────────────────────────

it('covers every procedure that takes a reference, and only real procedures', () => {
  const missing = referencing.map((p) => p.path).filter((path) => !(path in cases));
  expect(missing, 'write resource probes for these procedures').toEqual([]);
  const stale = Object.keys(cases).filter((path) => !procedures.some((p) => p.path === path));
  expect(stale).toEqual([]);
});

// Token management answers a token 403 before any row (authorization-matrix.test.ts).
const viaOf = (path: string) =>
  path.startsWith('me.tokens.') ? (['cookie'] as const) : (['cookie', 'token'] as const);
const rows = procedures
  .filter((p) => p.path in cases)
  .flatMap(({ path, type }) => viaOf(path).map((via) => ({ path, type, via })));

describe.each(rows)('$type $path with a $via', ({ path, type, via }) => {
  it('answers each caller as the row allows', async () => {
    const probes = cases[path]?.(fixture) ?? [];
    expect(probes.length).toBeGreaterThan(0);
    // Queries change nothing, so they go at once. A subscription's probes go one by one: it
    // checks its caller once started, and under load side by side a refusal can come after
    // the half second its catch-up is given. A mutation's probes go one by one, each watched
    // for what it wrote.
    const reads =
      type === 'query'
        ? await Promise.all(probes.map((p) => call(type, path, p.input, p.as, via)))
        : undefined;
    for (const [i, probe] of probes.entries()) {
      if (type === 'mutation') await writes.take();
      const got = reads?.[i] ?? (await call(type, path, probe.input, probe.as, via));
      const label = `${probe.as}: ${probe.why} (${JSON.stringify(probe.input)})`;
      switch (probe.want) {
        case 'allowed':
          expect(got.status, label).toBe(200);
          // An allowed list that came back empty would make its 'empty' probes prove nothing.
          if (isList(got.data)) expect(rowsOf(got.data), `${label} finds rows`).toBeGreaterThan(0);
          break;
        case 'not-found':
          expect(got.status, label).toBe(404);
          expect(got.message, label).toBeTruthy();
          break;
        case 'refused':
          expect(got.status, label).toBe(400);
          expect(got.message, label).toBeTruthy();
          break;
        case 'empty':
          expect(got.status, label).toBe(200);
          expect(rowsOf(got.data), label).toBe(0);
          break;
        case 'ignored':
          expect(got.status, label).toBe(200);
          if (type === 'subscription') expect(got.events, label).toBe(0);
          break;
      }
      if (type === 'mutation' && probe.want !== 'allowed')
        expect(await writes.take(), `${label} changed nothing`).toEqual([]);
    }
  });
});

it("leaves another user's rows as they were", async () => {
  const aisha = await httpClient(app, { cookie: cookies.aisha }).me.notifications.list.query();
  expect(aisha.items.find((n) => n.id === fixture.aishaNotification)?.readAt).toBeNull();
  const maria = await httpClient(app, { cookie: cookies.maria }).me.tokens.list.query();
  expect(maria.map((t) => t.id)).toContain(fixture.mariaTokenId);
  const em = app.db.orm.em.fork();
  expect((await em.findOneOrFail(Activity, { id: fixture.draft })).status).toBe('draft');
  expect(await em.count(Activity, { id: fixture.doomed })).toBe(1);
});

// ── Lists: what a query without a reference shows ──────────────────────────────────────

/**
 * Every query that names no row answers from the caller's own rows (their courses, their
 * enrollments, their tokens): asked by another teacher or student, nothing of the
 * fixture's owners may appear in it. Generated from the router like the rest.
 */
const lists = procedures.filter(
  (p) => p.type === 'query' && !referencing.includes(p) && /^(teacher|student|me)\./.test(p.path),
);
const strangerOf = (path: string): Who => (path.startsWith('student.') ? 'noah' : 'james');

it('has lists to check in every area', () => {
  expect(lists.map((p) => p.path.split('.')[0])).toEqual(
    expect.arrayContaining(['teacher', 'student', 'me']),
  );
});

describe.each(lists)('query $path by someone else', ({ path }) => {
  it("shows nothing of another teacher's courses or another student's work", async () => {
    const as = strangerOf(path);
    const got = await call('query', path, undefined, as, 'cookie');
    expect(got.status, got.message).toBe(200);
    const shown = JSON.stringify(superjson.serialize(got.data).json);
    const theirs = {
      'the CS101 course': fixture.cs101,
      'the CS101 activity': fixture.activity,
      'the CS101 draft': fixture.draft,
      "Aisha's reply": fixture.aishaReply,
      "Lucas's reply": fixture.lucasReply,
      "Lucas's submission": fixture.lucasSubmission,
      "Maria's token": fixture.mariaTokenId,
      "Aisha's notification": fixture.aishaNotification,
      // James teaches Aisha in MATH201, but not Lucas.
      ...(as === 'james' ? { 'Lucas, not his student': fixture.lucasId } : {}),
    };
    for (const [what, id] of Object.entries(theirs)) {
      expect(shown, `${as} sees ${what}`).not.toContain(id);
    }
  });
});

/**
 * The same for live subscriptions that name no row: while a CS101 student writes, the
 * course's teacher hears of it and another teacher or student hears nothing.
 */
const liveLists = procedures.filter(
  (p) =>
    p.type === 'subscription' && !referencing.includes(p) && /^(teacher|student)\./.test(p.path),
);

/** What makes the owner of a live list hear something: by default, a student chatting. */
const TRIGGERS: Record<string, () => Promise<unknown>> = {
  'teacher.questions.onQuestion': async () =>
    httpClient(app, { cookie: cookies.aisha }).student.questions.ask.mutate({
      messageId: await chatOnce('aisha', fixture.activity, { latest: true }),
    }),
};

describe.each(liveLists)('subscription $path by someone else', ({ path }) => {
  it('hears nothing of the owners while the owner hears it', async () => {
    const owner = path.startsWith('student.') ? 'aisha' : 'maria';
    const heard: Record<string, number> = { [owner]: 0, [strangerOf(path)]: 0 };
    const sockets = Object.keys(heard).map((who) => {
      const ws = wsClient(app, { cookie: cookies[who as Who] });
      let started = false;
      subscribeByPath(ws, path, undefined, {
        onStarted: () => (started = true),
        onData: () => (heard[who] = (heard[who] ?? 0) + 1),
      });
      return { ws, started: () => started };
    });
    await expect.poll(() => sockets.every((s) => s.started())).toBe(true);
    await (TRIGGERS[path] ?? (() => chatOnce('aisha', fixture.activity)))();
    await expect.poll(() => heard[owner]).toBeGreaterThan(0);
    expect(heard[strangerOf(path)]).toBe(0);
    for (const s of sockets) s.ws.close();
  });
});
