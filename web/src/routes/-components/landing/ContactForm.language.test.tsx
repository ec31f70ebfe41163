import { englishValidation, setValidationWriter } from '@teachchat/shared';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { writeRuleMessagesInReadersLanguage } from '~/i18n/validation.ts';
import { ContactForm } from './ContactForm.tsx';

// The landing page's entry sets no writer at its start (the tests' setup sets the app's):
// the form's check must set it itself.
setValidationWriter(englishValidation);
afterAll(writeRuleMessagesInReadersLanguage);

describe('ContactForm on the landing page', () => {
  it('says why in the visitor’s language: an empty required field, in Spanish', async () => {
    const send = vi.fn(() => Promise.resolve({ ok: true as const }));
    const { user } = render(<ContactForm />, {
      api: { 'public.session': () => null, 'public.contact.send': send },
      locale: 'es',
    });
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'lena@school.edu');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    // The check, and with it the writer, may still be loading (on the form's first focus).
    await vi.waitFor(() => expect(name).toBeInvalid());
    expect(name).toHaveAccessibleDescription('El campo «Nombre» es obligatorio');
    expect(send).not.toHaveBeenCalled();
  });
});
