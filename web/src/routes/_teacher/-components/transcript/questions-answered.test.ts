import type { MessageView } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { questionsAnswered } from './questions-answered.ts';

const message = (id: string, sender: MessageView['sender'], content: string): MessageView => ({
  id,
  sender,
  content,
  citations: [],
  feedback: null,
  status: 'complete',
  error: null,
  offline: true,
  unverifiedQuotes: [],
  withheld: false,
  askedTeacher: null,
  authorName: null,
  createdAt: new Date(0),
});

describe('questionsAnswered', () => {
  it("pairs each reply with the student's last question before it", () => {
    const answered = questionsAnswered([
      message('q1', 'user', 'When is the exam?'),
      message('r1', 'assistant', 'Not covered.'),
      message('q2', 'user', 'And the room?'),
      message('r2', 'assistant', 'Not covered either.'),
    ]);
    expect([...answered]).toEqual([
      ['r1', 'When is the exam?'],
      ['r2', 'And the room?'],
    ]);
  });
});
