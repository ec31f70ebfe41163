import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { Brand } from './Brand.tsx';

describe('Brand', () => {
  it('names the logo alone as an image', () => {
    const { container } = render(<Brand compact />);
    expect(screen.getByRole('img', { name: 'TeachChat' })).toBeInTheDocument();
    // No name on an element without a role (axe: aria-prohibited-attr).
    for (const named of container.querySelectorAll('[aria-label]')) {
      expect(named.getAttribute('role')).not.toBeNull();
    }
  });

  it('reads the written name once, the logo beside it hidden', () => {
    const { container } = render(<Brand />);
    expect(screen.getByText('TeachChat')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelectorAll('[aria-label]')).toHaveLength(0);
  });
});
