import { LIMITS } from '@teachchat/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { refusal } from '~/test/trpc-double.ts';
import { ContactForm } from './ContactForm.tsx';

function renderForm(send: (input: unknown) => Promise<{ ok: true }>) {
  const view = render(<ContactForm />, {
    api: { 'public.session': () => null, 'public.contact.send': send },
  });
  return {
    ...view,
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    sendButton: screen.getByRole('button', { name: 'Send Message' }),
  };
}

describe('ContactForm', () => {
  it('stops at the first problem of each field, saying what it is, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve({ ok: true as const }));
    const { user, name, email, message, sendButton } = renderForm(send);
    await user.type(email, 'not an address');
    await user.click(sendButton);

    // The schema may still be loading (it comes after the page, on the form's first focus).
    await vi.waitFor(() => expect(name).toBeInvalid());
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(message).toHaveAccessibleDescription('Message is required');
    expect(send).not.toHaveBeenCalled();
  });

  it('lets no field grow past what the server accepts', () => {
    const { name, email, message } = renderForm(vi.fn());
    expect(name).toHaveAttribute('maxlength', String(LIMITS.nameMax));
    expect(email).toHaveAttribute('maxlength', String(LIMITS.emailMax));
    expect(message).toHaveAttribute('maxlength', String(LIMITS.contactMessageMax));
  });

  it('sends the message, waits with the button disabled, then thanks and clears the form', async () => {
    let delivered = () => {};
    const delivery = new Promise<{ ok: true }>(
      (resolve) => (delivered = () => resolve({ ok: true })),
    );
    const send = vi.fn(() => delivery);
    const { user, name, email, message, sendButton } = renderForm(send);
    await user.type(name, 'Lena Park');
    await user.type(email, 'Lena@School.edu');
    await user.type(message, 'Can my department try TeachChat?');
    await user.click(sendButton);

    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledExactlyOnceWith({
      name: 'Lena Park',
      email: 'Lena@School.edu',
      message: 'Can my department try TeachChat?',
    });
    expect(sendButton).toBeDisabled();

    await act(async () => {
      delivered();
      await delivery;
    });
    expect(await screen.findByText('Message Sent')).toBeVisible();
    expect(sendButton).toBeEnabled();
    // The form starts over with new, empty fields.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it("shows the server's reason when the message is refused, and keeps what was typed", async () => {
    const send = vi.fn(() =>
      Promise.reject(refusal('TOO_MANY_REQUESTS', 'Too many messages. Please try again later.')),
    );
    const { user, name, email, message, sendButton } = renderForm(send);
    await user.type(name, 'Lena Park');
    await user.type(email, 'lena@school.edu');
    await user.type(message, 'Hello again');
    await user.click(sendButton);

    expect(await screen.findByText('Message not sent')).toBeVisible();
    expect(screen.getByText('Too many messages. Please try again later.')).toBeVisible();
    expect(message).toHaveValue('Hello again');
  });
});
