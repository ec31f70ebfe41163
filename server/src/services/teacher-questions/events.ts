import type { MessageView } from '@teachchat/shared';
import type { EventBus } from '../../events/bus.ts';
import { type TeacherQuestionEvent, topics } from '../../events/topics.ts';

/** Shows messages in the conversation's open views (the student's tabs, the transcript). */
export async function publishMessages(
  bus: EventBus,
  conversationId: string,
  messages: MessageView[],
): Promise<void> {
  for (const message of messages) {
    await bus.publish(topics.chat(conversationId), { type: 'message', message });
  }
}

export function publishQuestionEvent(bus: EventBus, event: TeacherQuestionEvent): Promise<void> {
  return bus.publish(topics.teacherQuestions, event);
}
