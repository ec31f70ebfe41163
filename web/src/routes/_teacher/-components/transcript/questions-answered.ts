import type { MessageView } from '@teachchat/shared';

/** Each reply's id with the student's question it answered (the last one before it). */
export function questionsAnswered(messages: readonly MessageView[]): Map<string, string> {
  const answered = new Map<string, string>();
  let question = '';
  for (const message of messages) {
    if (message.sender === 'user') question = message.content;
    else answered.set(message.id, question);
  }
  return answered;
}
