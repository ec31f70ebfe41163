import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import type { StudentRow } from '../common/admin-types.ts';
import { AddStudentForm } from './AddStudentForm.tsx';
import { DeleteStudentModal } from './DeleteStudentModal.tsx';
import { StudentsTable } from './StudentsTable.tsx';

const omar: StudentRow = {
  id: 's1',
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar@school.edu',
  phone: null,
  departmentCode: 'cs',
  createdAt: new Date(2026, 0, 5),
};

describe('the admin students in another language', () => {
  it('lists the students in Spanish', () => {
    render(
      <StudentsTable query={{ data: [omar], error: null }} onEdit={vi.fn()} onDelete={vi.fn()} />,
      {
        locale: 'es',
      },
    );
    const table = screen.getByRole('table', { name: 'Estudiantes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Correo electrónico', 'Teléfono', 'Acciones']);
    expect(within(table).getByText('No indicado')).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Editar Omar Haddad' })).toBeVisible();
  });

  it('labels the Add Student form in Spanish', () => {
    render(<AddStudentForm />, { locale: 'es', path: '/students/new' });
    const form = screen.getByRole('form', { name: 'Añadir estudiante' });
    for (const name of [
      'Nombre',
      'Apellidos',
      'Correo electrónico',
      'Número de teléfono',
      'Dirección',
    ]) {
      expect(within(form).getByRole('textbox', { name })).toBeVisible();
    }
    expect(within(form).getByRole('combobox', { name: 'Departamento' })).toBeVisible();
    expect(within(form).getByRole('link', { name: 'Cancelar' })).toBeVisible();
  });

  it('asks in French before deleting, counting what goes with the student', async () => {
    render(<DeleteStudentModal student={omar} onClose={vi.fn()} />, {
      locale: 'fr',
      api: { 'admin.students.impact': () => ({ enrollments: 1, conversations: 3 }) },
    });
    const dialog = screen.getByRole('dialog', { name: 'Supprimer l’élève' });
    expect(
      await within(dialog).findByText(
        'Supprimer Omar Haddad (omar@school.edu) ? Cela supprime aussi : 1 inscription et 3 conversations. Cette action est irréversible.',
      ),
    ).toBeVisible();
  });
});
