import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { refusal } from '~/test/trpc-double.ts';
import { SubmitActivityDialog } from './SubmitActivityDialog.tsx';

const ACTIVITY_ID = '2c9a7e1f-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
const submittedAt = new Date(2026, 10, 21, 10, 0);

function renderDialog(submit: (input: { activityId: string }) => Promise<{ submittedAt: Date }>) {
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  const view = render(
    <SubmitActivityDialog
      activityId={ACTIVITY_ID}
      opened
      onClose={onClose}
      onSubmitted={onSubmitted}
    />,
    { path: `/student_activity/${ACTIVITY_ID}`, api: { 'student.chat.submit': submit } },
  );
  const dialog = screen.getByRole('dialog', { name: 'Submit this activity?' });
  return { ...view, dialog, onClose, onSubmitted };
}

describe('SubmitActivityDialog', () => {
  it('says that a submitted conversation is final before anything is sent', async () => {
    const submit = vi.fn(() => Promise.resolve({ submittedAt }));
    const { user, dialog, onClose } = renderDialog(submit);
    expect(dialog).toHaveTextContent('you cannot send new messages');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits, waiting with both buttons busy, then leaves for the activity list', async () => {
    let accepted = () => {};
    const answer = new Promise<{ submittedAt: Date }>(
      (resolve) => (accepted = () => resolve({ submittedAt })),
    );
    const submit = vi.fn(() => answer);
    const { user, dialog, onSubmitted, history } = renderDialog(submit);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(submit).toHaveBeenCalledExactlyOnceWith({ activityId: ACTIVITY_ID });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();

    await act(async () => {
      accepted();
      await answer;
    });
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(submittedAt);
    expect(await screen.findByText('Activity Submitted!')).toBeVisible();
    await waitFor(() => expect(history.location.pathname).toBe('/student_activities'));
  });

  it('stays, with the reason, when the submission is refused', async () => {
    const { user, dialog, onSubmitted, history } = renderDialog(() =>
      Promise.reject(refusal('NOT_FOUND', 'Activity not found')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error updating activity status')).toBeVisible();
    expect(screen.getByText('Activity not found')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled(),
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe(`/student_activity/${ACTIVITY_ID}`);
  });

  it.each([
    ['es', '¿Entregar esta actividad?', 'Entregar', '¡Actividad entregada!'],
    ['fr', 'Rendre cette activité ?', 'Rendre', 'Activité rendue !'],
    ['de', 'Diese Aufgabe abgeben?', 'Abgeben', 'Aufgabe abgegeben!'],
  ] as const)('asks and thanks in %s', async (locale, title, confirm, done) => {
    const submit = vi.fn(() => Promise.resolve({ submittedAt }));
    const { user } = render(
      <SubmitActivityDialog
        activityId={ACTIVITY_ID}
        opened
        onClose={vi.fn()}
        onSubmitted={vi.fn()}
      />,
      { locale, path: `/student_activity/${ACTIVITY_ID}`, api: { 'student.chat.submit': submit } },
    );
    const dialog = screen.getByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await screen.findByText(done)).toBeInTheDocument();
  });
});
