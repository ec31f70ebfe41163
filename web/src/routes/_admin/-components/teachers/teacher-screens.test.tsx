import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '~/lib/format.ts';
import { render } from '~/test/render.tsx';
import type { TeacherRow } from '../common/admin-types.ts';
import { DeleteTeacherModal } from './DeleteTeacherModal.tsx';
import { TeachersTable } from './TeachersTable.tsx';

const ada: TeacherRow = {
  id: 't1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@school.edu',
  departmentCode: null,
  specialization: null,
  phone: null,
  office: null,
  createdAt: new Date(2026, 0, 5),
  courses: [
    { id: 'c1', courseCode: 'CS101', title: 'Programmieren' },
    { id: 'c2', courseCode: 'CS102', title: 'Algorithmen' },
  ],
};

describe('the admin teachers in another language', () => {
  it('lists the teachers in German', () => {
    render(
      <TeachersTable query={{ data: [ada], error: null }} onEdit={vi.fn()} onDelete={vi.fn()} />,
      {
        locale: 'de',
      },
    );
    const table = screen.getByRole('table', { name: 'Lehrkräfte' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-Mail', 'Fachbereich', 'Beigetreten', 'Aktionen']);
    expect(within(table).getByText('Nicht angegeben')).toBeVisible();
    // The date as German writes it (the formatter reads the active language).
    expect(within(table).getByText(formatDate(ada.createdAt))).toBeVisible();
    expect(formatDate(ada.createdAt)).toMatch(/Jan/);
  });

  it('says in German which courses to hand over before deleting', () => {
    render(<DeleteTeacherModal teacher={ada} onClose={vi.fn()} />, { locale: 'de' });
    const dialog = screen.getByRole('dialog', { name: 'Lehrkraft löschen' });
    expect(
      within(dialog).getByText(
        'Ada Lovelace (ada@school.edu) löschen? Die Lehrkraft kann sich dann nicht mehr anmelden. Dies kann nicht rückgängig gemacht werden.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'CS101 (Programmieren) und CS102 (Algorithmen). Weisen Sie diese Kurse zuerst einer anderen Lehrkraft zu.',
      ),
    ).toBeVisible();
  });
});
