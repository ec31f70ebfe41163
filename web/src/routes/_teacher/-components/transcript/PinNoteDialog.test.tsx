import type { CorrectionView } from '@teachchat/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { PinNoteDialog } from './PinNoteDialog.tsx';

const ACTIVITY_ID = '2c9a7e1f-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
const MESSAGE_ID = '5b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const NOTE_ID = '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';
const at = new Date(2026, 10, 21, 10, 0);

function correction(text: string): CorrectionView {
  return { messageId: MESSAGE_ID, text, noteId: null, authorName: 'Maria Okafor', updatedAt: at };
}

function renderDialog(text: string) {
  const pin = vi.fn((input: { messageId: string; title: string; text: string }) =>
    Promise.resolve({
      id: NOTE_ID,
      title: input.title,
      text: input.text,
      status: 'pending' as const,
      error: null,
      createdAt: at,
    }),
  );
  const view = render(
    <PinNoteDialog
      opened
      activityId={ACTIVITY_ID}
      messageId={MESSAGE_ID}
      correction={correction(text)}
      onPinned={vi.fn()}
      onClose={vi.fn()}
    />,
    { api: { 'teacher.corrections.pin': pin } },
  );
  const dialog = screen.getByRole('dialog', { name: "Pin as a teacher's note" });
  return { ...view, dialog, pin };
}

describe('PinNoteDialog', () => {
  it("starts the title from the teacher's correction, never from the student's question", async () => {
    const CORRECTION = 'The midterm exam is on Friday 12 December. Bring a calculator.';
    const { user, dialog, pin } = renderDialog(CORRECTION);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('The midterm exam is on Friday 12 December.');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue(CORRECTION);

    await user.clear(title);
    await user.type(title, 'Midterm exam date');
    await user.click(within(dialog).getByRole('button', { name: 'Pin note' }));
    expect(pin).toHaveBeenCalledExactlyOnceWith({
      messageId: MESSAGE_ID,
      title: 'Midterm exam date',
      text: CORRECTION,
    });
  });

  it('cuts a long correction at the end of a word to fit a title', () => {
    const { dialog } = renderDialog(`${'word '.repeat(60)}and more`);
    const title = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    expect(title.value.length).toBeLessThanOrEqual(200);
    expect(title.value).toMatch(/^(word )*word$/);
  });
});
