import { LIMITS, type CourseCreateInput } from '@teachchat/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { AddCourseForm } from './AddCourseForm.tsx';

const TEACHER_ID = '0b5c3f4e-6a9d-4f1e-9c7b-2d8e1a3f5b60';

const ada = {
  id: TEACHER_ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@school.edu',
  departmentCode: 'cs',
  specialization: null,
  phone: null,
  office: null,
  createdAt: new Date(2026, 0, 5),
  courses: [],
};

function renderForm(
  create = vi.fn((_input: CourseCreateInput) =>
    Promise.resolve({ id: 'c1', title: 'Programming' }),
  ),
) {
  const view = render(<AddCourseForm />, {
    path: '/courses/new',
    api: { 'admin.teachers.list': () => [ada], 'admin.courses.create': create },
  });
  const field = (name: string) => screen.getByRole('textbox', { name });
  const picker = (name: string) => screen.getByRole('combobox', { name });
  return {
    ...view,
    create,
    field,
    picker,
    submit: screen.getByRole('button', { name: 'Add Course' }),
  };
}

/** Everything a course needs, with the dates given. */
async function fillCourse(
  { user, field, picker }: ReturnType<typeof renderForm>,
  dates: { start: string; end: string },
) {
  await user.type(field('Course Title'), 'Programming');
  await user.type(field('Course Code'), 'cs101');
  await user.click(picker('Department'));
  await user.click(screen.getByRole('option', { name: 'Computer Science' }));
  await user.click(picker('Assigned Teacher'));
  await user.click(await screen.findByRole('option', { name: 'Ada Lovelace (ada@school.edu)' }));
  await user.type(field('Course Description'), 'Loops.');
  await user.type(screen.getByLabelText(/^Start Date/), dates.start);
  await user.type(screen.getByLabelText(/^End Date/), dates.end);
  await user.type(field('Max Students'), '30');
  await user.type(field('Credits'), '4');
}

describe('AddCourseForm', () => {
  it("says what each required field is missing, in the schema's words", async () => {
    const { user, field, picker, submit, create } = renderForm();
    await user.click(submit);

    expect(field('Course Title')).toHaveAccessibleDescription('Course Title is required');
    expect(field('Course Code')).toHaveAccessibleDescription('Course Code is required');
    expect(picker('Department')).toHaveAccessibleDescription('Choose a department');
    expect(picker('Assigned Teacher')).toHaveAccessibleDescription('Choose the assigned teacher');
    expect(field('Course Description')).toHaveAccessibleDescription(
      'Course Description is required',
    );
    expect(field('Max Students')).toHaveAccessibleDescription('Max Students must be at least 1');
    expect(field('Prerequisites')).toBeValid();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a course code with spaces', async () => {
    const { user, field, submit } = renderForm();
    await user.type(field('Course Code'), 'CS 101');
    await user.click(submit);
    expect(field('Course Code')).toHaveAccessibleDescription(
      'Course Code may use letters, digits, - and _ only',
    );
  });

  it('refuses a course that ends before it starts', async () => {
    const view = renderForm();
    await fillCourse(view, { start: '2026-09-01', end: '2026-08-31' });
    await view.user.click(view.submit);
    expect(screen.getByLabelText(/^End Date/)).toHaveAccessibleDescription(
      'End Date cannot be before Start Date',
    );
    expect(view.create).not.toHaveBeenCalled();
  });

  it('keeps each field within what the server accepts', () => {
    const { field } = renderForm();
    expect(field('Course Title')).toHaveAttribute('maxlength', String(LIMITS.courseTitleMax));
    expect(field('Course Code')).toHaveAttribute('maxlength', String(LIMITS.courseCodeMax));
    expect(field('Course Description')).toHaveAttribute(
      'maxlength',
      String(LIMITS.courseDescriptionMax),
    );
    expect(field('Prerequisites')).toHaveAttribute('maxlength', String(LIMITS.prerequisitesMax));
  });

  it('offers every teacher by name and email, and adds the course as the schema reads it', async () => {
    const view = renderForm();
    await fillCourse(view, { start: '2026-09-01', end: '2026-12-18' });
    await view.user.click(view.submit);

    expect(view.create).toHaveBeenCalledExactlyOnceWith({
      title: 'Programming',
      courseCode: 'CS101',
      departmentCode: 'cs',
      teacherId: TEACHER_ID,
      description: 'Loops.',
      startDate: '2026-09-01',
      endDate: '2026-12-18',
      maxStudents: 30,
      credits: 4,
      prerequisites: null,
    });
    expect(await screen.findByText('Course Added Successfully')).toBeVisible();
  });
});
