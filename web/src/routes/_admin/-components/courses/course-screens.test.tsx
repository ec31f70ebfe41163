import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import type { CourseRow } from '../common/admin-types.ts';
import { CoursesTable } from './CoursesTable.tsx';
import { DeleteCourseModal } from './DeleteCourseModal.tsx';

const course: CourseRow = {
  id: '5f0c1a52-7d1e-4c3b-9a7f-3e2d1c0b9a88',
  title: 'Programming',
  courseCode: 'CS101',
  departmentCode: 'cs',
  description: 'Loops.',
  teacher: { id: 't1', name: 'Ada Lovelace', email: 'ada@school.edu' },
  enrolledCount: 12,
  maxStudents: 30,
  credits: 4,
  prerequisites: null,
  startDate: '2026-09-01',
  endDate: '2026-12-18',
  status: 'Active',
};

const actions = { onView: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };

describe('the admin courses in another language', () => {
  it('heads the columns and names the department and status in Spanish', () => {
    render(<CoursesTable query={{ data: [course], error: null }} {...actions} />, {
      locale: 'es',
    });
    const table = screen.getByRole('table', { name: 'Cursos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Título',
      'Código',
      'Departamento',
      'Docente',
      'Estudiantes',
      'Estado',
      'Acciones',
    ]);
    expect(within(table).getByText('Informática')).toBeVisible();
    expect(within(table).getByText('Activo')).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Eliminar Programming' })).toBeVisible();
  });

  it('says in Spanish when no course matches', () => {
    render(<CoursesTable query={{ data: [], error: null }} {...actions} />, { locale: 'es' });
    expect(
      screen.getByText('No se encontró ningún curso. Prueba a cambiar la búsqueda.'),
    ).toBeVisible();
  });

  it('asks in German before deleting, counting what goes with the course', async () => {
    render(<DeleteCourseModal course={course} onClose={vi.fn()} />, {
      locale: 'de',
      api: {
        'admin.courses.impact': () => ({ enrollments: 12, activities: 1, conversations: 0 }),
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Kurs löschen' });
    expect(
      await within(dialog).findByText(
        'CS101 (Programming) löschen? Dabei wird auch Folgendes gelöscht: 12 Einschreibungen und 1 Aktivität. Dies kann nicht rückgängig gemacht werden.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Kurs löschen' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
  });
});
