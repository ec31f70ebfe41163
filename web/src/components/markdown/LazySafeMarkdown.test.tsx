import { screen } from '@testing-library/react';
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
});
