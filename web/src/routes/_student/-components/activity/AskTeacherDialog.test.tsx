import { questionView } from '@teachchat/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { AskTeacherDialog } from './AskTeacherDialog.tsx';

const reply = {
  ...questionView({
    id: '7d1e4c2a-5b6f-4a8e-9c0d-1e2f3a4b5c6d',
    content: 'A stack is first in, first out.',
    createdAt: new Date(2026, 10, 21, 10, 0),
  }),
  sender: 'assistant' as const,
};

describe('AskTeacherDialog', () => {
  it('says why a note cannot be sent in the reader’s language: the schema’s own message', async () => {
    const ask = vi.fn(() => Promise.resolve(reply));
    const { user } = render(
      <AskTeacherDialog reply={reply} onClose={vi.fn()} onAsked={vi.fn()} />,
      {
        api: { 'student.questions.ask': ask },
        locale: 'es',
      },
    );
    const note = screen.getByRole('textbox', { name: 'Nota (opcional)' });
    // A lone surrogate: no keyboard types one, a broken client can, and the server refuses it.
    fireEvent.change(note, { target: { value: 'Why \uD800?' } });
    await user.click(screen.getByRole('button', { name: 'Enviar a mi docente' }));

    expect(note).toHaveAccessibleDescription(/El campo «Nota» contiene caracteres no permitidos\./);
    expect(ask).not.toHaveBeenCalled();
  });
});
