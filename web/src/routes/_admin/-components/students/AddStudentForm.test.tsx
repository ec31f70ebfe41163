import { LIMITS, type StudentCreateInput } from '@teachchat/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { refusal } from '~/test/trpc-double.ts';
import { AddStudentForm } from './AddStudentForm.tsx';

function renderForm(create: (input: StudentCreateInput) => Promise<{ id: string }>) {
  const view = render(<AddStudentForm />, {
    path: '/students/new',
    api: { 'admin.students.create': create },
  });
  const form = screen.getByRole('form', { name: 'Add New Student' });
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { ...view, form, field, submit: screen.getByRole('button', { name: 'Add Student' }) };
}

const created = () => vi.fn((_input: StudentCreateInput) => Promise.resolve({ id: 's1' }));

describe('AddStudentForm', () => {
  it('marks the required fields and says what is missing, sending nothing', async () => {
    const create = created();
    const { user, field, submit } = renderForm(create);
    await user.click(submit);

    expect(field('First Name')).toHaveAccessibleDescription('First Name is required');
    expect(field('Last Name')).toHaveAccessibleDescription('Last Name is required');
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(field('Phone Number')).toBeValid();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps each field within what the server accepts', () => {
    const { field } = renderForm(created());
    expect(field('First Name')).toHaveAttribute('maxlength', String(LIMITS.nameMax));
    expect(field('Last Name')).toHaveAttribute('maxlength', String(LIMITS.nameMax));
    expect(field('Email')).toHaveAttribute('maxlength', String(LIMITS.emailMax));
    expect(field('Phone Number')).toHaveAttribute('maxlength', String(LIMITS.phoneMax));
    expect(field('Address')).toHaveAttribute('maxlength', String(LIMITS.addressMax));
  });

  it('adds the student as the schema reads the form, then goes back to the list', async () => {
    const create = created();
    const { user, field, submit, history } = renderForm(create);
    await user.type(field('First Name'), ' Omar ');
    await user.type(field('Last Name'), 'Haddad');
    await user.type(field('Email'), 'Omar.Haddad@School.edu');
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(screen.getByRole('option', { name: 'Computer Science' }));
    await user.click(submit);

    expect(create).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar.haddad@school.edu',
      departmentCode: 'cs',
      phone: null,
      address: null,
    });
    expect(await screen.findByText('Student Added Successfully')).toBeVisible();
    await waitFor(() => expect(history.location.pathname).toBe('/admin/students'));
  });

  it('puts a taken email under the Email field, and stays on the form', async () => {
    const create = vi.fn(() =>
      Promise.reject(refusal('CONFLICT', 'A user with the email omar@school.edu already exists.')),
    );
    const { user, field, submit, history } = renderForm(create);
    await user.type(field('First Name'), 'Omar');
    await user.type(field('Last Name'), 'Haddad');
    await user.type(field('Email'), 'omar@school.edu');
    await user.click(submit);

    expect(await screen.findByText('There was an issue adding the student.')).toBeVisible();
    expect(field('Email')).toHaveAccessibleDescription(
      'A user with the email omar@school.edu already exists.',
    );
    expect(history.location.pathname).toBe('/students/new');
  });
});
