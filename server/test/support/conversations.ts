import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureConversation } from '../../src/chat/conversations.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import type { TestApp } from './test-app.ts';

/**
 * A student's conversation as chatting leaves it, without waiting for replies: each of
 * `questions` messages answered once. Returns the conversation's id.
 */
export async function seedChat(
  app: TestApp,
  email: string,
  activityId: string,
  questions: number,
): Promise<string> {
  const em = app.db.orm.em.fork() as EntityManager;
  const student = await em.findOneOrFail(User, { email });
  const conversation = await ensureConversation(em, activityId, student.id);
  // A second apart, oldest first, so they read in order.
  const at = (n: number) => new Date(Date.now() - (2 * questions - n) * 1000);
  for (let i = 1; i <= questions; i++) {
    em.create(Message, {
      conversation,
      sender: 'user',
      content: `Question ${i}`,
      createdAt: at(2 * i - 2),
    });
    em.create(Message, {
      conversation,
      sender: 'assistant',
      content: `Answer ${i}`,
      createdAt: at(2 * i - 1),
    });
  }
  await em.flush();
  return conversation.id;
}
