import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiAnswers } from '~/test/trpc-double.ts';
import { render } from '~/test/render.tsx';
import { PublishActivityDialog } from './PublishActivityDialog.tsx';

const draft = { id: '6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b', title: 'Week 4: Recursion' };

function renderDialog() {
  const publish = vi.fn(() => ({ ...draft, status: 'published' }));
  const onClose = vi.fn();
  const api = { 'teacher.activities.publish': publish } as unknown as ApiAnswers;
  const view = render(<PublishActivityDialog activity={draft} onClose={onClose} />, { api });
  return {
    ...view,
    publish,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Publish activity?' }),
  };
}

describe('PublishActivityDialog', () => {
  it('asks first, saying that publishing cannot be undone, and Cancel publishes nothing', async () => {
    const { user, dialog, publish, onClose } = renderDialog();
    expect(dialog).toHaveTextContent(
      "“Week 4: Recursion” will be visible to the course's students",
    );
    expect(dialog).toHaveTextContent('cannot go back to being a draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();
  });

  it('publishes once confirmed, and says so', async () => {
    const { user, dialog, publish, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(publish).toHaveBeenCalledWith({ activityId: draft.id });
    expect(await screen.findByText('Activity published')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
  });
});
