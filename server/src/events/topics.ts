import type { ChatEvent, FileStatus, Locale, MaterialStatus } from '@teachchat/shared';

declare const payload: unique symbol;

/** A topic's name on the event bus, typed with what is published on it. */
export type Topic<T> = string & { readonly [payload]: T };

/** Any topic, whatever it carries. */
export type AnyTopic = Topic<unknown>;

/** What is published on a topic (on any of them, for a union of topics). */
export type PayloadOf<P extends AnyTopic> = P extends Topic<infer T> ? T : never;

// The only place a name becomes a topic. The names are the wire format between nodes: a
// node of another version reads the same ones, so they never change.
const topic = <T>(name: string) => name as Topic<T>;

/** Every live topic. A new one is one line here: its name and the type of its payload. */
export const topics = {
  /** A conversation's live events: the student's tabs and the teacher's transcript. */
  chat: (conversationId: string) => topic<ChatEvent>(`chat:${conversationId}`),
  /** Asks whichever node is writing a conversation's reply to resend it from the start. */
  replySnapshotRequests: topic<{ conversationId: string }>('chat:snapshot-requests'),
  /** Student activity for the teacher and admin live lists (new message, submission). */
  responses: topic<ResponseEvent>('responses'),
  /** An activity's ingestion progress, as the teacher's screens show it live. */
  material: (activityId: string) => topic<MaterialProgress>(`material:${activityId}`),
  /** A notification saved for the user: the subscriber reads it from the database. */
  notifications: (userId: string) => topic<{ id: string }>(`notification:${userId}`),
  /** Students' questions asked and answered: their teachers' live counts and Questions pages. */
  teacherQuestions: topic<TeacherQuestionEvent>('teacher-questions'),
  /** Tells open admin screens (on any node) to refresh what they show. */
  adminChanges: topic<AdminChange>('admin:changes'),
  /**
   * Changes that can take away what an open live subscription shows (a course given to
   * another teacher or deleted, a student unenrolled, an activity deleted), announced to
   * every node. The subscriptions they concern check their access again at once.
   */
  accessChanges: topic<AccessChange>('auth:access-changed'),
  /** Sign-outs, revoked tokens, deleted users and changed roles, announced to every node. */
  revocations: topic<Revocation>('auth:revoked'),
  /** A user's names, picture or department changed: nodes forget who they took them for. */
  callerChanges: topic<{ userId: string }>('auth:caller-changed'),
  /** An admin saved the school's default language: nodes forget the one they remember. */
  schoolLanguageChanged: topic<{ defaultLocale: Locale }>('school:language-changed'),
  /**
   * Emitted on this node alone when its connection for other nodes' events is back after a
   * loss: whatever they sent in between was missed, so live views should catch up.
   */
  busResumed: topic<Record<string, never>>('bus:resumed'),
} as const;

export interface TeacherQuestionEvent {
  kind: 'asked' | 'answered';
  questionId: string;
  courseId: string;
  activityId: string;
}

export interface ResponseEvent {
  kind: 'message' | 'submitted';
  conversationId: string;
  activityId: string;
  courseId: string;
  studentId: string;
  at: string;
}

/** One step of an activity's ingestion. */
export interface MaterialProgress {
  activityId: string;
  materialStatus: MaterialStatus;
  file?: {
    id: string;
    name: string;
    status: FileStatus;
    /** 0-100 */
    progress: number;
    error: string | null;
  };
}

export type AdminChange = { kind: 'users' | 'courses' | 'enrollments' | 'responses' | 'contact' };

export type AccessChange = { users?: string[]; courses?: string[]; activities?: string[] };

export type Revocation = { sessionId?: string; tokenId?: string; userId?: string };
