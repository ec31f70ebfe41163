import type { CorrectionView, MessageView } from '@teachchat/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { CorrectionNote } from './CorrectionNote.tsx';
import { messageAnchor, replyExcerpt } from './message-anchor.ts';
import { MessageList } from './MessageList.tsx';

const at = new Date(2026, 2, 2, 15, 5);

function message(patch: Partial<MessageView>): MessageView {
  return {
    id: 'm1',
    sender: 'user',
    content: '',
    citations: [],
    feedback: null,
    status: 'complete',
    error: null,
    offline: false,
    unverifiedQuotes: [],
    withheld: false,
    askedTeacher: null,
    authorName: null,
    inReplyTo: null,
    createdAt: at,
    ...patch,
  };
}

const question = message({ id: 'q1', content: 'How many comparisons does binary search need?' });
const reply = message({
  id: 'r1',
  sender: 'assistant',
  content: 'Binary search needs **n** comparisons [1], one for each element.',
  askedTeacher: 'answered',
});
const answer = message({
  id: 't1',
  sender: 'teacher',
  content: 'It needs about log2(n) comparisons: each halves the range.',
  authorName: 'Maria Okafor',
  inReplyTo: 'r1',
});

describe("a teacher's answer in the student's chat", () => {
  it('quotes the reply it answers, and leads back to it', async () => {
    const { user } = render(
      <MessageList messages={[question, reply, answer]} onAskTeacher={vi.fn()} />,
    );
    const quote = screen.getByRole('button', { name: /^Answering the reply/ });
    expect(quote).toHaveTextContent('Binary search needs n comparisons, one for each element.');
    await user.click(quote);
    expect(document.getElementById(messageAnchor('r1'))).toHaveFocus();
  });

  it("marks the reply as answered (not 'Ask my teacher' again), leading to the answer", async () => {
    const onAsk = vi.fn();
    const { user } = render(
      <MessageList messages={[question, reply, answer]} onAskTeacher={onAsk} />,
    );
    expect(screen.queryByRole('button', { name: 'Ask my teacher' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Your teacher answered/ }));
    expect(document.getElementById(messageAnchor('t1'))).toHaveFocus();
    // Asking about the same reply again stays possible once it is answered.
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(onAsk).toHaveBeenCalledWith(reply);
  });

  it('shows a transcript reader that the teacher answered', () => {
    render(<MessageList messages={[question, reply, answer]} studentName="Omar Haddad" />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Teacher answered')).toBeVisible();
  });
});

describe('a correction the teacher also sent as the answer', () => {
  const correction: CorrectionView = {
    messageId: 'r1',
    text: answer.content,
    authorName: 'Maria Okafor',
    updatedAt: at,
    noteId: null,
  };

  it('leads to the answer instead of showing the same paragraph twice', async () => {
    const onShowAnswer = vi.fn();
    const { user } = render(
      <CorrectionNote
        correction={correction}
        title="Your teacher's correction"
        onShowAnswer={onShowAnswer}
      />,
    );
    const note = screen.getByRole('note', { name: "Your teacher's correction" });
    expect(note).not.toHaveTextContent(answer.content);
    expect(note).toHaveTextContent('As in the answer below.');
    await user.click(within(note).getByRole('button', { name: 'Read it' }));
    expect(onShowAnswer).toHaveBeenCalled();
  });

  it('shows its words when it stands alone', () => {
    render(<CorrectionNote correction={correction} title="Your teacher's correction" />);
    expect(screen.getByRole('note')).toHaveTextContent(answer.content);
  });
});

describe('replyExcerpt', () => {
  it('reads a reply as plain text, cut at a word', () => {
    expect(replyExcerpt('A **stack** [2] is `LIFO`.')).toBe('A stack is LIFO.');
    expect(replyExcerpt('one two three four five', 12)).toBe('one two…');
  });
});
