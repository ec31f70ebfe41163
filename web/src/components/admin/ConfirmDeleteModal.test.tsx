import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { ConfirmDeleteModal } from './ConfirmDeleteModal.tsx';

function renderModal(props: Partial<Parameters<typeof ConfirmDeleteModal>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <ConfirmDeleteModal
      opened
      title="Delete Course"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    >
      {props.children ?? 'Delete CS101 and its 3 activities?'}
    </ConfirmDeleteModal>,
  );
  return {
    ...view,
    onConfirm,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Delete Course' }),
  };
}

describe('ConfirmDeleteModal', () => {
  it('says what will be deleted, with the focus on Cancel so that Enter is safe', async () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByText('Delete CS101 and its 3 activities?')).toBeVisible();
    // The dialog moves the focus once it has opened.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  });

  it('deletes only when the red button is pressed', async () => {
    const { user, dialog, onConfirm, onClose } = renderModal({ confirmLabel: 'Remove' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Escape and on Cancel', async () => {
    const { user, dialog, onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('waits while what goes with it is still being counted', () => {
    const { dialog } = renderModal({ confirmDisabled: true });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('cannot be closed or cancelled while the delete is under way', async () => {
    const { user, dialog, onClose, onConfirm } = renderModal({ loading: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("speaks the reader's language", async () => {
    const onClose = vi.fn();
    render(
      <ConfirmDeleteModal opened title="Eliminar curso" onConfirm={vi.fn()} onClose={onClose}>
        ¿Eliminar CS101?
      </ConfirmDeleteModal>,
      { locale: 'es' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Eliminar curso' });
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
  });

  it('shows nothing while closed', () => {
    render(
      <ConfirmDeleteModal
        opened={false}
        title="Delete Course"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      >
        Delete CS101?
      </ConfirmDeleteModal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
