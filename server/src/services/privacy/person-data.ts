import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiToken } from '../../db/entities/api-token.ts';
import { AuditEntry } from '../../db/entities/audit-entry.ts';
import { ContactMessage } from '../../db/entities/contact-message.ts';
import { Conversation } from '../../db/entities/conversation.ts';
import { Course } from '../../db/entities/course.ts';
import { Enrollment } from '../../db/entities/enrollment.ts';
import { Message } from '../../db/entities/message.ts';
import { Notification } from '../../db/entities/notification.ts';
import { SubmissionFeedback } from '../../db/entities/submission-feedback.ts';
import { TeacherQuestion } from '../../db/entities/teacher-question.ts';
import { User } from '../../db/entities/user.ts';

/** Bounds that no real person reaches; they keep one export's work finite. */
const MAX_ROWS = 100_000;

/**
 * Everything TeachChat holds about one person (docs/product.md#a-persons-data): their
 * profile, enrollments, conversations with every message and its sources, questions to
 * the teacher, feedback on their submissions, notifications, API tokens' names, contact
 * messages sent with their email, courses they teach, and audit entries about them or by
 * them. Null when there is no such person.
 */
export async function collectPersonData(em: EntityManager, userId: string) {
  const user = await em.findOne(User, { id: userId });
  if (!user) return null;
  const [enrollments, conversations, tokens, notifications, audit, contacts, taught] =
    await Promise.all([
      em.find(Enrollment, { student: user.id }, { populate: ['course'], limit: MAX_ROWS }),
      em.find(
        Conversation,
        { student: user.id },
        {
          populate: ['activity', 'activity.course'],
          orderBy: { createdAt: 'asc' },
          limit: MAX_ROWS,
        },
      ),
      em.find(ApiToken, { user: user.id }, { orderBy: { createdAt: 'asc' }, limit: MAX_ROWS }),
      em.find(Notification, { user: user.id }, { orderBy: { createdAt: 'asc' }, limit: MAX_ROWS }),
      em.find(
        AuditEntry,
        { $or: [{ subjectId: user.id }, { actorId: user.id }] },
        { orderBy: { createdAt: 'asc' }, limit: MAX_ROWS },
      ),
      em.find(ContactMessage, { email: user.email.toLowerCase() }, { limit: MAX_ROWS }),
      em.find(Course, { teacher: user.id }, { orderBy: { courseCode: 'asc' }, limit: MAX_ROWS }),
    ]);
  const conversationIds = conversations.map((c) => c.id);
  const [messages, questions, feedback] = await Promise.all([
    em.find(
      Message,
      { conversation: { $in: conversationIds } },
      { orderBy: { createdAt: 'asc' }, limit: MAX_ROWS, exclude: ['askedTeacher', 'inReplyTo'] },
    ),
    em.find(
      TeacherQuestion,
      { conversation: { $in: conversationIds } },
      { orderBy: { createdAt: 'asc' }, limit: MAX_ROWS },
    ),
    em.find(SubmissionFeedback, { conversation: { $in: conversationIds } }, { limit: MAX_ROWS }),
  ]);

  const byConversation = (id: string) => messages.filter((m) => m.conversation.id === id);
  const where = (c: (typeof conversations)[number]) => ({
    course: `${c.activity.course.courseCode} ${c.activity.course.title}`,
    activity: c.activity.title,
  });
  const conversationOf = new Map(conversations.map((c) => [c.id, c]));

  return {
    user,
    profile: {
      id: user.id,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? null,
      departmentCode: user.departmentCode ?? null,
      specialization: user.specialization ?? null,
      bio: user.bio ?? null,
      qualifications: user.qualifications ?? null,
      office: user.office ?? null,
      address: user.address ?? null,
      skills: user.skills,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    enrollments: enrollments.map((e) => ({
      courseCode: e.course.courseCode,
      course: e.course.title,
      enrolledAt: e.createdAt,
    })),
    coursesTaught: taught.map((c) => ({ courseCode: c.courseCode, title: c.title })),
    conversations: conversations.map((c) => ({
      id: c.id,
      ...where(c),
      status: c.status,
      submittedAt: c.submittedAt ?? null,
      messages: byConversation(c.id).map((m) => ({
        time: m.createdAt,
        sender: m.sender,
        content: m.content,
        sources: m.citations,
        feedback: m.feedback ?? null,
        status: m.status,
      })),
    })),
    questions: questions.map((q) => {
      const c = conversationOf.get(q.conversation.id);
      return {
        ...(c ? where(c) : {}),
        askedAt: q.createdAt,
        note: q.note ?? null,
        status: q.status,
        answeredAt: q.answeredAt ?? null,
      };
    }),
    feedback: feedback.map((f) => {
      const c = conversationOf.get(f.conversation.id);
      return {
        ...(c ? where(c) : {}),
        comment: f.comment,
        score: f.score ?? null,
        released: f.releasedAt !== null && f.releasedAt !== undefined,
        releasedAt: f.releasedAt ?? null,
      };
    }),
    submissions: conversations
      .filter((c) => c.status === 'completed')
      .map((c) => ({ ...where(c), submittedAt: c.submittedAt ?? null })),
    notifications: notifications.map((n) => ({
      time: n.createdAt,
      kind: n.kind,
      title: n.title,
      body: n.body,
      readAt: n.readAt ?? null,
    })),
    apiTokens: tokens.map((t) => ({
      name: t.name,
      createdAt: t.createdAt,
      lastUsedAt: t.lastUsedAt ?? null,
    })),
    contactMessages: contacts.map((m) => ({
      time: m.createdAt,
      name: m.name,
      email: m.email,
      message: m.message,
    })),
    auditEntries: audit.map((a) => ({
      time: a.createdAt,
      actor: a.actorName,
      actorRole: a.actorRole ?? null,
      action: a.action,
      about: a.subjectName ?? null,
      resource: a.resourceLabel ?? null,
      details: a.details,
    })),
  };
}
export type PersonData = NonNullable<Awaited<ReturnType<typeof collectPersonData>>>;
