import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTRPC } from '~/lib/trpc.ts';
import { render } from '~/test/render.tsx';
import { StartNextTermButton } from './StartNextTermButton.tsx';

const COURSE_ID = '5f0c1a52-7d1e-4c3b-9a7f-3e2d1c0b9a88';

const plan = {
  from: { id: 'f', name: 'Automne 2026' },
  to: { id: 't', name: 'Printemps 2027' },
  offsetDays: 140,
  course: {
    courseId: COURSE_ID,
    courseCode: 'CS101',
    title: 'Programmation',
    teacher: 'Ada Lovelace',
    newCode: 'CS101-S27',
    startDate: '2027-01-19',
    endDate: '2027-05-07',
    activities: 3,
    files: 2,
    problem: null,
  },
};

/** The admin's button, as the course details draw it. */
function AdminButton({ onCopied }: { onCopied: () => void }) {
  const trpc = useTRPC();
  return (
    <StartNextTermButton
      courseId={COURSE_ID}
      procedures={trpc.admin.terms}
      copiedMessage={(copy) => `${copy.courseCode} !`}
      onCopied={onCopied}
    />
  );
}

describe('StartNextTermButton', () => {
  it('reads the plan only once asked, copies on confirmation, and says so', async () => {
    const nextTerm = vi.fn(() => plan);
    const startNextTerm = vi.fn(() => ({ courseId: 'c2', courseCode: 'CS101-S27' }));
    const onCopied = vi.fn();
    const { user } = render(<AdminButton onCopied={onCopied} />, {
      locale: 'fr',
      api: { 'admin.terms.nextTerm': nextTerm, 'admin.terms.startNextTerm': startNextTerm },
    });
    expect(nextTerm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Commencer le prochain semestre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commencer le prochain semestre' });
    const copy = await within(dialog).findByRole('button', { name: 'Copier vers Printemps 2027' });
    expect(nextTerm).toHaveBeenCalledWith({ courseId: COURSE_ID });

    await user.click(copy);
    expect(startNextTerm).toHaveBeenCalledWith({ courseId: COURSE_ID });
    expect(await screen.findByText('CS101-S27 !')).toBeVisible();
    expect(screen.getByText('Prochain semestre commencé')).toBeVisible();
    expect(onCopied).toHaveBeenCalledWith({ courseId: 'c2', courseCode: 'CS101-S27' });
  });
});
