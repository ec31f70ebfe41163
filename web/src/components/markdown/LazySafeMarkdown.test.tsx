import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

  it('shows the text as written in a page drawn on the server, loaded or not', async () => {
    render(<LazySafeMarkdown>{'**loaded**'}</LazySafeMarkdown>);
    expect(await screen.findByText('loaded', { selector: 'strong' }, LOADED)).toBeVisible();
    const html = renderToString(
      <MantineProvider>
        <LazySafeMarkdown>{'A **stack**.'}</LazySafeMarkdown>
      </MantineProvider>,
    );
    expect(html).toContain('A **stack**.');
    expect(html).not.toContain('<strong>');
  });
});
