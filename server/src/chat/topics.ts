/** A conversation's live events: the student's tabs and the teacher's transcript. */
export const chatTopic = (conversationId: string) => `chat:${conversationId}`;

/** Asks whichever node is writing a conversation's reply to resend it from the start. */
export const REPLY_SNAPSHOT_REQUESTS = 'chat:snapshot-requests';

/** Student activity for the teacher and admin live lists (new message, submission). */
export const RESPONSES_TOPIC = 'responses';

export interface ResponseEvent {
  kind: 'message' | 'submitted';
  conversationId: string;
  activityId: string;
  courseId: string;
  studentId: string;
  at: string;
}
