import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TagsEditor, type TagsEditorProps } from './TagsEditor.tsx';

const props: TagsEditorProps = {
  tags: [],
  label: 'Skills',
  description: 'Press Enter after each skill.',
  max: 3,
  emptyText: 'No skills added yet.',
  editLabel: 'Edit skills',
  errorOf: () => null,
  onSave: async () => undefined,
};

const render = (patch: Partial<TagsEditorProps>) =>
  renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(TagsEditor, { ...props, ...patch })),
  );

describe('TagsEditor', () => {
  it('shows the saved tags as badges, with a named pencil to edit them', () => {
    const html = render({ tags: ['Python', 'SQL'] });
    expect(html).toContain('Python');
    expect(html).toContain('SQL');
    expect(html).toContain('aria-label="Edit skills"');
    expect(html).not.toContain('No skills added yet.');
  });

  it('says so when there are none', () => {
    expect(render({})).toContain('No skills added yet.');
  });
});
