import type { Citation } from '@teachchat/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { CitationModal } from './CitationChips.tsx';

const citation = (text: string): Citation => ({
  index: 1,
  fileId: 'f1',
  fileName: 'week3.pdf',
  page: 2,
  text,
});

function open(text: string) {
  render(<CitationModal citation={citation(text)} onClose={vi.fn()} />);
  return screen.getByRole('dialog', { name: '[1] week3.pdf, p. 2' });
}

describe('CitationModal', () => {
  it('shows a passage of prose as it is', () => {
    const text = 'A stack is last in, first out.\n\nA queue is first in, first out.';
    const dialog = open(text);
    expect(within(dialog).getByText('Passage quoted from week3.pdf, page 2')).toBeVisible();
    expect(dialog.querySelector('blockquote')?.textContent).toBe(text);
    expect(dialog.querySelector('pre')).toBeNull();
  });

  it('shows fenced code as a code block with its indentation, without the fences', () => {
    const code =
      'def search(items, target):\n    for i, item in enumerate(items):\n        if item == target:\n            return i';
    const dialog = open(
      `Linear search, in Python:\n\n\`\`\`python\n${code}\n\`\`\`\n\nIt takes O(n) time.`,
    );
    const block = dialog.querySelector('pre > code');
    expect(block?.textContent).toBe(code);
    expect(within(dialog).getByText('Linear search, in Python:')).toBeVisible();
    expect(within(dialog).getByText('It takes O(n) time.')).toBeVisible();
    expect(dialog.textContent).not.toContain('```');
  });

  it('shows a code block the passage left open as code to its end', () => {
    const dialog = open('Run:\n```\n$ make\n$ make test');
    expect(dialog.querySelector('pre > code')?.textContent).toBe('$ make\n$ make test');
  });

  it('ends a block only at a fence as long as its opening one', () => {
    const dialog = open('Markdown shows code so:\n\n````\n```\nx = 1\n```\n````');
    expect(dialog.querySelector('pre > code')?.textContent).toBe('```\nx = 1\n```');
  });
});
