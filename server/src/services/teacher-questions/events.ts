import type { ChatEvent, MessageView } from '@teachchat/shared';
import { chatTopic } from '../../chat/topics.ts';
import type { EventBus } from '../../events/bus.ts';

/** Questions asked and answered, for their teachers' live counts and Questions pages. */
export const TEACHER_QUESTIONS_TOPIC = 'teacher-questions';

export interface TeacherQuestionEvent {
  kind: 'asked' | 'answered';
  questionId: string;
  courseId: string;
  activityId: string;
}

/** Shows messages in the conversation's open views (the student's tabs, the transcript). */
export async function publishMessages(
  bus: EventBus,
  conversationId: string,
  messages: MessageView[],
): Promise<void> {
  for (const message of messages) {
    await bus.publish(chatTopic(conversationId), { type: 'message', message } satisfies ChatEvent);
  }
}

export function publishQuestionEvent(bus: EventBus, event: TeacherQuestionEvent): Promise<void> {
  return bus.publish(TEACHER_QUESTIONS_TOPIC, event);
}
