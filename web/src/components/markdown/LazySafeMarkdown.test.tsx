import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadedToDraw } from '../../lib/drawn-on-server.ts';
import { render } from '../../test/render.tsx';
import { LazySafeMarkdown } from './LazySafeMarkdown.tsx';

// The renderer's chunk is transformed on first import: slow on a busy machine.
const LOADED = { timeout: 10_000 };

describe('LazySafeMarkdown', () => {
  it('shows the text at once, and as Markdown once the renderer has loaded', async () => {
    render(
      <LazySafeMarkdown>{'A **stack** takes items off the top.\n\nThat is all.'}</LazySafeMarkdown>,
    );
    // At once, as written or (when the renderer was already loaded) as Markdown.
    expect(screen.getByText(/takes items off the top\./)).toBeVisible();
    expect(screen.getByText('That is all.')).toBeVisible();

    expect(await screen.findByText('stack', { selector: 'strong' }, LOADED)).toBeVisible();
    expect(screen.queryByText(/\*\*/)).not.toBeInTheDocument();
    expect(screen.getByText('That is all.')).toBeVisible();
  });

  it('is Markdown from its first frame once the page has all it needs to draw', async () => {
    // What a page drawn by the server, and the live page taking it over, wait for.
    await loadedToDraw();
    render(<LazySafeMarkdown>{'> A **stack** takes items off the top.'}</LazySafeMarkdown>);
    expect(screen.getByText('stack', { selector: 'blockquote strong' })).toBeVisible();
    expect(screen.queryByText(/^>/)).not.toBeInTheDocument();
  });

  it('is drawn on the server as the live page draws it: as Markdown', async () => {
    await loadedToDraw();
    const html = renderToString(
      <MantineProvider>
        <LazySafeMarkdown>{'A **stack**.'}</LazySafeMarkdown>
      </MantineProvider>,
    );
    expect(html).toContain('A <strong>stack</strong>.');
    expect(html).not.toContain('**');
  });
});
