import { LIMITS } from '@teachchat/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { refusal } from '../../test/trpc-double.ts';
import { CreateApiTokenForm } from './CreateApiTokenForm.tsx';

const token = { id: 't1', name: 'Grading script', token: 'tc_0123456789abcdef' };

function renderForm(create: (input: { name: string }) => Promise<typeof token>) {
  const onCreated = vi.fn();
  const view = render(<CreateApiTokenForm onCreated={onCreated} atLimit={false} />, {
    api: { 'me.tokens.create': create },
  });
  return { ...view, onCreated, name: screen.getByRole('textbox', { name: 'New token name' }) };
}

describe('CreateApiTokenForm', () => {
  it('asks for a name, up to the limit the server keeps', async () => {
    const create = vi.fn(() => Promise.resolve(token));
    const { user, name } = renderForm(create);
    expect(name).toHaveAttribute('maxlength', String(LIMITS.tokenNameMax));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(name).toHaveAccessibleDescription('Token name is required');
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the token on Enter, hands it over and empties the field', async () => {
    const create = vi.fn(() => Promise.resolve(token));
    const { user, name, onCreated } = renderForm(create);
    await user.type(name, 'Grading script{Enter}');

    expect(create).toHaveBeenCalledExactlyOnceWith({ name: 'Grading script' });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(token));
    expect(screen.getByRole('textbox', { name: 'New token name' })).toHaveValue('');
  });

  it("shows the server's reason when it refuses", async () => {
    const { user, name, onCreated } = renderForm(() =>
      Promise.reject(refusal('CONFLICT', 'You already have a token with that name.')),
    );
    await user.type(name, 'Grading script{Enter}');

    expect(await screen.findByText('Token not created')).toBeVisible();
    expect(screen.getByText('You already have a token with that name.')).toBeVisible();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('explains instead of offering a field once the account holds the most tokens', () => {
    render(<CreateApiTokenForm onCreated={vi.fn()} atLimit />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      screen.getByText(`You have ${LIMITS.maxTokensPerUser} tokens`, { exact: false }),
    ).toBeVisible();
  });
});
