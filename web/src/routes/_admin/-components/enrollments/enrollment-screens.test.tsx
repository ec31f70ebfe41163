import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { CoursePicker } from './CoursePicker.tsx';
import { EnrolledStudentsTable } from './EnrolledStudentsTable.tsx';

const COURSE_ID = '5f0c1a52-7d1e-4c3b-9a7f-3e2d1c0b9a88';

const list = {
  course: { id: COURSE_ID, title: 'Algèbre', maxStudents: 2, enrolledCount: 2 },
  students: [
    { id: 's1', name: 'Omar Haddad', email: 'omar@school.edu', phone: null },
    { id: 's2', name: 'Aisha Patel', email: 'aisha@school.edu', phone: '555-0100' },
  ],
};

describe('the admin enrollments in another language', () => {
  it('lists the course’s students in French and asks before taking one out', async () => {
    const remove = vi.fn(() => Promise.resolve({ courseTitle: 'Algèbre' }));
    const { user } = render(
      <EnrolledStudentsTable courseId={COURSE_ID} query={{ data: list, error: null }} />,
      {
        locale: 'fr',
        api: { 'admin.enrollments.remove': remove },
      },
    );
    const table = screen.getByRole('table', { name: 'Élèves inscrits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom de l’élève', 'E-mail', 'Téléphone', 'Actions']);
    expect(within(table).getByText('Non renseigné')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Retirer Omar Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer l’élève' });
    expect(
      within(dialog).getByText(
        'Retirer Omar Haddad de Algèbre ? Ses conversations dans les activités du cours sont conservées.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(remove).toHaveBeenCalledWith({ courseId: COURSE_ID, studentId: 's1' });
    expect(await screen.findByText('L’élève a été retiré de Algèbre.')).toBeVisible();
  });

  it('says in Spanish that a course is full', () => {
    render(
      <CoursePicker
        courses={undefined}
        value={COURSE_ID}
        onChange={vi.fn()}
        enrolled={{ enrolledCount: 2, maxStudents: 2 }}
      />,
      { locale: 'es' },
    );
    expect(screen.getByLabelText('2 de 2 plazas ocupadas')).toHaveTextContent(
      '2 / 2 inscritos · completo',
    );
    expect(screen.getByRole('combobox', { name: 'Curso' })).toHaveAttribute(
      'placeholder',
      'Cargando cursos…',
    );
  });
});
