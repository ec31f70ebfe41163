import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import { type ApiAnswers, refusal } from '~/test/trpc-double.ts';
import { LmsRosterSync } from './LmsRosterSync.tsx';

const courseId = '6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b';
const link = {
  id: '0b5e7c1a-2d3f-4a6b-9c8d-7e6f5a4b3c2d',
  lmsName: 'School Moodle',
  title: 'Cell Biology',
  canSync: true,
  lastSync: null,
};
const outcome = {
  at: '2026-11-28T10:00:00.000Z',
  learners: 3,
  added: 1,
  enrolled: 1,
  unenrolled: 1,
  alreadyEnrolled: 2,
  skipped: [],
};

function renderSync(api: Partial<ApiAnswers>) {
  return render(<LmsRosterSync courseId={courseId} />, { api: api as ApiAnswers });
}

describe('LmsRosterSync', () => {
  it('draws nothing for a course with no LMS link', async () => {
    let asked = false;
    renderSync({
      'teacher.lti.course': () => {
        asked = true;
        return [];
      },
    });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'LMS roster' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('syncs on demand, busy meanwhile, and says what the sync did', async () => {
    let finish: () => void = () => {};
    const { user } = renderSync({
      'teacher.lti.course': () => [link],
      'teacher.lti.syncRoster': () =>
        new Promise((resolve) => {
          finish = () => resolve([outcome]);
        }),
    });
    expect(await screen.findByText('Linked to Cell Biology in School Moodle')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Sync roster from the LMS' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    finish();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Roster Synced');
    expect(status).toHaveTextContent(
      '3 learners in the LMS, 1 student was added, 1 enrollment made, 1 student dropped and unenrolled (work kept), 2 unchanged, 0 learners skipped.',
    );
    expect(button).not.toHaveAttribute('data-loading');
  });

  it("shows the LMS's refusal, and no summary", async () => {
    const { user } = renderSync({
      'teacher.lti.course': () => [link],
      'teacher.lti.syncRoster': () => {
        throw refusal('BAD_REQUEST', 'The LMS refused the roster (503).');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sync roster from the LMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The LMS refused the roster (503).');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for a launch first when the LMS has not said where its roster is', async () => {
    renderSync({ 'teacher.lti.course': () => [{ ...link, canSync: false }] });
    expect(await screen.findByRole('button', { name: 'Sync roster from the LMS' })).toBeDisabled();
    expect(screen.getByText(/Open this course from the LMS once/)).toBeVisible();
  });
});
