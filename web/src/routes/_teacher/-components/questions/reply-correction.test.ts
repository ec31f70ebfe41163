import type { CorrectionView, TeacherQuestionView } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { withReplyCorrection } from './reply-correction.ts';

const question = (id: string, replyId: string): TeacherQuestionView => ({
  id,
  status: 'open',
  note: null,
  askedAt: new Date(0),
  student: { name: 'Aisha Patel', email: 'aisha.patel@example.edu' },
  activity: { id: 'a1', title: 'Week 3' },
  course: { code: 'CS101', title: 'Programming' },
  question: 'When is the exam?',
  reply: { id: replyId, content: 'Not covered.' },
  answer: null,
  correction: null,
});

const correction: CorrectionView = {
  messageId: 'r1',
  text: 'Friday at 9:00.',
  authorName: 'Maria Okafor',
  updatedAt: new Date(1),
  noteId: null,
};

describe('withReplyCorrection', () => {
  it('shows the correction on every question about the reply, and only there', () => {
    const listed = [question('q1', 'r1'), question('q2', 'r2'), question('q3', 'r1')];
    const next = withReplyCorrection(listed, 'r1', correction);
    expect(next.map((q) => q.correction)).toEqual([correction, null, correction]);
    expect(next[1]).toBe(listed[1]);
  });

  it('takes a removed correction away', () => {
    const listed = [{ ...question('q1', 'r1'), correction }];
    expect(withReplyCorrection(listed, 'r1', null)[0]?.correction).toBeNull();
  });

  it('keeps the same list when no question is about the reply', () => {
    const listed = [question('q1', 'r1')];
    expect(withReplyCorrection(listed, 'r9', correction)).toBe(listed);
  });
});
