import { CHAT } from '@teachchat/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { Composer } from './Composer.tsx';

const sent = () => vi.fn((_content: string) => Promise.resolve());

function renderComposer(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = props.onSend ?? sent();
  const view = render(<Composer waiting={false} sending={false} onSend={onSend} {...props} />);
  return {
    ...view,
    onSend,
    box: screen.getByRole('textbox', { name: 'Message' }),
    sendButton: screen.getByRole('button', { name: 'Send message' }),
  };
}

describe('Composer', () => {
  it('is a labelled message box that says how to send', () => {
    const { box } = renderComposer();
    expect(box).toHaveFocus();
    expect(screen.getByText('Enter to send, Shift+Enter for a new line')).toBeVisible();
  });

  it('sends the trimmed message on Enter and empties the box once it is saved', async () => {
    const { user, box, onSend } = renderComposer();
    await user.type(box, '  What is a stack?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('What is a stack?');
    expect(box).toHaveValue('');
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const { user, box, onSend } = renderComposer();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(box).toHaveValue('First line\nSecond line');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with the button, which stays disabled while there is nothing to send', async () => {
    const { user, box, sendButton, onSend } = renderComposer();
    expect(sendButton).toBeDisabled();
    await user.type(box, '   ');
    expect(sendButton).toBeDisabled();
    await user.type(box, 'Why?');
    expect(sendButton).toBeEnabled();
    await user.click(sendButton);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Why?');
  });

  it('sends nothing while a reply is being written', async () => {
    const { user, box, sendButton, onSend } = renderComposer({ waiting: true });
    await user.type(box, 'And queues?{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(sendButton).toBeDisabled();
    // The student may still write the next question meanwhile.
    expect(box).toHaveValue('And queues?');
  });

  it('keeps the button disabled while a message is on its way', async () => {
    const { user, box, sendButton } = renderComposer({ sending: true });
    await user.type(box, 'Hello');
    expect(sendButton).toBeDisabled();
  });

  it('keeps the text when the message could not be sent', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('offline')));
    const { user, box } = renderComposer({ onSend });
    await user.type(box, 'Lost message{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(box).toHaveValue('Lost message');
  });

  it('keeps what was typed after sending when the send completes', async () => {
    let saved = () => {};
    const saving = new Promise<void>((resolve) => (saved = resolve));
    const { user, box } = renderComposer({ onSend: () => saving });
    await user.type(box, 'First question{Enter}');
    await user.type(box, ' and a follow-up');
    await act(async () => {
      saved();
      await saving;
    });
    expect(box).toHaveValue('First question and a follow-up');
  });

  it('counts characters near the limit and says why a long message cannot be sent', async () => {
    const { user, box, sendButton } = renderComposer();
    box.focus();
    await user.paste('x'.repeat(CHAT.maxMessageChars + 1));
    expect(screen.getByText(`${CHAT.maxMessageChars + 1} / ${CHAT.maxMessageChars}`)).toBeVisible();
    expect(box).toHaveAccessibleDescription(
      `Messages can be at most ${CHAT.maxMessageChars} characters.`,
    );
    expect(box).toBeInvalid();
    expect(sendButton).toBeDisabled();
  });

  it('says why in the reader’s language: the schema’s own message, in French', async () => {
    const { user } = render(<Composer waiting={false} sending={false} onSend={sent()} />, {
      locale: 'fr',
    });
    const box = screen.getByRole('textbox');
    box.focus();
    await user.paste('x'.repeat(CHAT.maxMessageChars + 1));
    expect(box).toHaveAccessibleDescription(
      `Les messages ne peuvent pas dépasser ${CHAT.maxMessageChars} caractères.`,
    );
  });
});
