import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import { refusal } from '~/test/trpc-double.ts';
import { TermsPage } from './TermsPage.tsx';

const FALL = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Fall 2026',
  code: 'F26',
  startDate: '2026-09-01',
  endDate: '2027-01-31',
  courses: 1,
};

describe('the Terms page', () => {
  it('opens the term pickers only once the terms have arrived', async () => {
    const { promise, resolve: arrive } = Promise.withResolvers<never>();
    const { user } = render(<TermsPage />, {
      api: { 'admin.terms.list': () => promise, 'admin.terms.courses': () => [] },
    });
    const from = screen.getByRole('combobox', { name: 'Copy from' });
    expect(from).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Into' })).toBeDisabled();

    arrive([FALL] as never);
    await waitFor(() => expect(from).toBeEnabled());
    await user.click(from);
    expect(await screen.findByRole('option', { name: 'Fall 2026 (F26)' })).toBeVisible();
  });

  it('says when there are no terms yet, and why the courses could not load', async () => {
    render(<TermsPage />, {
      api: {
        'admin.terms.list': () => [],
        'admin.terms.courses': () => {
          throw refusal('FORBIDDEN', 'Only an admin can see the courses.');
        },
      },
    });
    expect(await screen.findByText('No terms yet: add the first below.')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin can see the courses.',
    );
  });
});
