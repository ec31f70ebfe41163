import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { Citation, MessageView } from '@teachchat/shared';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { formatMessageTime } from './message-format.ts';
import { MessageList } from './MessageList.tsx';

// Local time, so the day and the time read the same in every time zone.
const asked = new Date(2026, 2, 2, 15, 5);
const answered = new Date(2026, 2, 2, 15, 6);
// As a screen reader reads it: one space where Intl may put a narrow no-break space.
const said = (date: Date) => formatMessageTime(date).replace(/\s/g, ' ');

const notes: Citation = {
  index: 1,
  fileId: 'f1',
  fileName: 'notes.pdf',
  page: 4,
  text: 'A stack is a last-in, first-out collection.',
};

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
    createdAt: asked,
    ...patch,
  };
}

const question = message({ id: 'q1', content: 'What is a stack?' });
const answer = message({
  id: 'a1',
  sender: 'assistant',
  content: 'A **stack** takes items off the top [1].',
  citations: [notes],
  createdAt: answered,
});

// The renderer's chunk is transformed on first import: slow on a busy machine.
const LOADED = { timeout: 10_000 };

describe('MessageList', () => {
  it('is a conversation log that says who wrote each message, and when', async () => {
    render(<MessageList messages={[question, answer]} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Monday, Mar 2, 2026')).toBeVisible();
    expect(log).toHaveTextContent(`What is a stack?You, ${said(asked)}`);
    expect(log).toHaveTextContent(`Assistant, ${said(answered)}`);
    expect(await within(log).findByText('stack', { selector: 'strong' }, LOADED)).toBeVisible();
  });

  it("names the student to a teacher reading someone else's conversation", () => {
    render(<MessageList messages={[question]} studentName="Omar Haddad" />);
    expect(screen.getByRole('log')).toHaveTextContent(`Omar Haddad, ${said(asked)}`);
  });

  it('lists the sources of a reply; each opens the passage it quoted', async () => {
    const { user } = render(<MessageList messages={[question, answer]} />);
    const sources = screen.getByRole('group', { name: 'Sources' });
    const chip = within(sources).getByRole('button', { name: '[1] notes.pdf, p. 4' });
    expect(chip).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(chip);
    const dialog = screen.getByRole('dialog', { name: '[1] notes.pdf, p. 4' });
    expect(within(dialog).getByText('Passage quoted from notes.pdf, page 4')).toBeVisible();
    expect(within(dialog).getByText(notes.text)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what arrived of a reply that broke off, and why', () => {
    const broken = message({
      ...answer,
      content: 'A stack is',
      citations: [],
      status: 'error',
      error: 'The model did not answer in time.',
    });
    render(<MessageList messages={[question, broken]} />);
    expect(screen.getByText('A stack is')).toBeVisible();
    expect(
      screen.getByText('This reply was interrupted: The model did not answer in time.'),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Sources' })).not.toBeInTheDocument();
  });

  it('says so when a reply was replaced by a hint to protect an answer', () => {
    render(<MessageList messages={[message({ ...answer, withheld: true })]} />);
    expect(screen.getByRole('note')).toHaveTextContent(/^Answer withheld:/);
  });

  it('shows the reply being written as busy, with its text so far and a typing status', () => {
    render(
      <MessageList
        messages={[question]}
        reply={{ replyId: 'r1', text: 'Think of a pile', citations: [notes], offline: false }}
      />,
    );
    const status = screen.getByRole('status', { name: 'Assistant is typing' });
    const bubble = status.closest('[aria-busy="true"]');
    expect(bubble).toHaveTextContent('Think of a pile');
    expect(screen.getByRole('button', { name: '[1] notes.pdf, p. 4' })).toBeVisible();
  });

  it('lets the student like a reply, and take the like back', async () => {
    const onFeedback = vi.fn();
    const { user, rerender } = render(
      <MessageList messages={[question, answer]} onFeedback={onFeedback} />,
    );
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(onFeedback).toHaveBeenLastCalledWith(answer, 'like');

    const liked = { ...answer, feedback: 'like' as const };
    rerender(<MessageList messages={[question, liked]} onFeedback={onFeedback} />);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(onFeedback).toHaveBeenLastCalledWith(liked, null);
  });

  it("shows a transcript reader the student's like as words, not as a button", () => {
    render(<MessageList messages={[question, { ...answer, feedback: 'like' }]} />);
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByText('Liked').parentElement).toHaveTextContent(
      'The student Liked this reply',
    );
  });
});

describe('a long conversation in a page drawn on the server', () => {
  it('holds its newest messages, where the live page opens, and not the greeting', () => {
    const messages = Array.from({ length: 30 }, (_, i) =>
      message({ id: `m${i}`, content: `Question number ${i}.`, createdAt: asked }),
    );
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <MessageList messages={messages} intro={<p>Hello there</p>} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(html).toContain('Question number 29.');
    expect(html).toContain('Question number 18.');
    expect(html).not.toContain('Question number 17.');
    expect(html).not.toContain('Hello there');
  });
});
