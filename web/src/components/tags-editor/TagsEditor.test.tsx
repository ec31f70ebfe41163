import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { TagsEditor, type TagsEditorProps } from './TagsEditor.tsx';

const props: TagsEditorProps = {
  tags: [],
  label: 'Skills',
  description: 'Press Enter after each skill.',
  max: 3,
  emptyText: 'No skills added yet.',
  editLabel: 'Edit skills',
  errorOf: (draft) => (draft.includes('Cobol') ? 'Not that one.' : null),
  onSave: () => Promise.resolve(),
};

const renderEditor = (patch: Partial<TagsEditorProps> = {}) =>
  render(<TagsEditor {...props} {...patch} />);

describe('TagsEditor', () => {
  it('shows the saved tags, with a named pencil to edit them', () => {
    renderEditor({ tags: ['Python', 'SQL'] });
    expect(screen.getByText('Python')).toBeVisible();
    expect(screen.getByText('SQL')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit skills' })).toBeEnabled();
    expect(screen.queryByText('No skills added yet.')).not.toBeInTheDocument();
  });

  it('says so when there are none', () => {
    renderEditor();
    expect(screen.getByText('No skills added yet.')).toBeVisible();
  });

  it('adds a tag on Enter and saves the list, then shows it', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user, rerender } = renderEditor({ tags: ['Python'], onSave });
    await user.click(screen.getByRole('button', { name: 'Edit skills' }));
    const input = screen.getByRole('combobox', { name: 'Skills' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Press Enter after each skill.');

    await user.type(input, 'SQL{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['Python', 'SQL']);

    rerender(<TagsEditor {...props} tags={['Python', 'SQL']} onSave={onSave} />);
    expect(await screen.findByRole('button', { name: 'Edit skills' })).toBeVisible();
    expect(screen.getByText('SQL')).toBeVisible();
  });

  it('will not save a list it refuses, and says why', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderEditor({ onSave });
    await user.click(screen.getByRole('button', { name: 'Edit skills' }));
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Cobol{Enter}');

    expect(screen.getByText('Not that one.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('stays open with the draft when saving fails', async () => {
    const { user } = renderEditor({ onSave: () => Promise.reject(new Error('offline')) });
    await user.click(screen.getByRole('button', { name: 'Edit skills' }));
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Rust{Enter}');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);

    // Busy while saving; ready again, with the draft, once the save has failed.
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByText('Rust')).toBeVisible();
  });

  it('goes back to the saved tags on Cancel', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderEditor({ tags: ['Python'], onSave });
    await user.click(screen.getByRole('button', { name: 'Edit skills' }));
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByText('Go')).not.toBeInTheDocument();
    expect(screen.getByText('Python')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});
