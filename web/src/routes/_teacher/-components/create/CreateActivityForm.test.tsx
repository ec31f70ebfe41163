import { LIMITS } from '@teachchat/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import type { ModelChoices, TeacherCourse } from '../common/teacher-types.ts';
import { CreateActivityForm } from './CreateActivityForm.tsx';

const COURSE_ID = '6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b';
const courses = [
  { id: COURSE_ID, title: 'Introduction to Programming', courseCode: 'CS101' } as TeacherCourse,
];
const choices: ModelChoices = {
  models: [
    {
      value: 'offline',
      label: 'Offline responder (quotes the material)',
      available: true,
      reason: null,
    },
  ],
  defaultModel: 'offline',
  vectorStores: [{ value: 'postgres', available: true, reason: null }],
  embedder: 'hashing',
};

function renderForm(courseId?: string) {
  const view = render(
    <CreateActivityForm courses={courses} choices={choices} courseId={courseId} />,
  );
  return {
    ...view,
    title: screen.getByRole('textbox', { name: 'Title' }),
    course: screen.getByRole('combobox', { name: 'Course' }),
    create: screen.getByRole('button', { name: 'Create Activity' }),
  };
}

describe('CreateActivityForm', () => {
  it('says what is missing, under the field and in a toast', async () => {
    const { user, title, course, create } = renderForm();
    await user.click(create);

    expect(title).toHaveAccessibleDescription('Title is required');
    expect(course).toHaveAccessibleDescription('Choose a course');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/^ErrorTitle is required/);
  });

  it('asks for the course material once the fields are filled in', async () => {
    const { user, title, create } = renderForm(COURSE_ID);
    await user.type(title, 'Loops');
    await user.click(create);

    expect(title).toBeValid();
    const dropzone = screen.getByRole('tabpanel', { name: 'Content' });
    expect(within(dropzone).getByRole('alert')).toHaveTextContent(
      'Please upload at least one file.',
    );
  });

  it('says what a dropped file really is before any upload, and lists only the right ones', async () => {
    const { user, container } = renderForm(COURSE_ID);
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await user.upload(input, [
      new File([png], 'photo.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4\n1 0 obj'], 'notes.pdf', { type: 'application/pdf' }),
    ]);

    const content = screen.getByRole('tabpanel', { name: 'Content' });
    expect(await within(content).findByRole('alert')).toHaveTextContent(
      'photo.pdf is a PNG image, not a PDF. Upload PDF, DOCX, TXT, CSV or Markdown.',
    );
    const listed = within(content).getByRole('list', { name: 'Uploaded files' });
    expect(within(listed).getByText('notes.pdf')).toBeVisible();
    expect(within(listed).queryByText('photo.pdf')).toBeNull();
  });

  it("starts with the course of the page it came from, and the server's default model", async () => {
    const { user, course } = renderForm(COURSE_ID);
    expect(course).toHaveValue('Introduction to Programming (CS101)');
    await user.click(screen.getByRole('tab', { name: 'Assistant settings' }));
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue(
      'Offline responder (quotes the material)',
    );
  });

  it('does not submit a half-filled form when Enter is pressed in a one-line field', async () => {
    const { user, title } = renderForm();
    await user.type(title, 'Loops{Enter}');
    expect(screen.getByRole('combobox', { name: 'Course' })).toBeValid();
    expect(screen.queryByText('Please upload at least one file.')).not.toBeInTheDocument();
  });

  it('keeps each text within what the server accepts', () => {
    const { title } = renderForm();
    expect(title).toHaveAttribute('maxlength', String(LIMITS.activityTitleMax));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'maxlength',
      String(LIMITS.activityDescriptionMax),
    );
    for (const name of ['Instructions for students', 'Assistant instructions']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute(
        'maxlength',
        String(LIMITS.instructionsMax),
      );
    }
  });
});
