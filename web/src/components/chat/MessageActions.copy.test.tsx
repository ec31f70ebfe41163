import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import { MessageActions } from './MessageActions.tsx';

describe('Copy under a reply', () => {
  it('copies the text the student reads, without Markdown marks', async () => {
    const { user } = render(
      <MessageActions
        content={
          'From the course material:\n\n> Binary search **halves** the list. [1]\n\n```python\nlo, hi = 0, n\n```'
        }
        feedback={null}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      'From the course material:\n\nBinary search halves the list. [1]\n\nlo, hi = 0, n',
    );
    expect(await screen.findByText('Copied')).toBeVisible();
  });
});
