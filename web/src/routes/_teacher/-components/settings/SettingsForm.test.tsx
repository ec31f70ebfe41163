import {
  LIMITS,
  type Locale,
  PREFERENCE_DEFAULTS,
  type PreferencesUpdate,
} from '@teachchat/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { settingsValues } from './settings-form.ts';
import { SettingsForm } from './SettingsForm.tsx';

const teacher = {
  id: 'u1',
  email: 'ada@school.edu',
  role: 'teacher' as const,
  firstName: 'Ada',
  lastName: 'Lovelace',
  departmentCode: 'cs',
  avatarUrl: null,
  phone: '555-0100',
  bio: null,
  locale: null,
};
const session = {
  user: { ...teacher, fullName: 'Ada Lovelace' },
  preferences: PREFERENCE_DEFAULTS,
  locale: 'en' as const,
  schoolLocale: 'en' as const,
  timeZone: 'UTC',
};

function renderForm(locale: Locale = 'en') {
  const updateProfile = vi.fn((_input: unknown) => Promise.resolve(session));
  const updatePreferences = vi.fn((patch: PreferencesUpdate) =>
    Promise.resolve({ ...PREFERENCE_DEFAULTS, ...patch }),
  );
  const view = render(
    <SettingsForm
      initialValues={settingsValues(teacher, PREFERENCE_DEFAULTS)}
      email={teacher.email}
      fullName="Ada Lovelace"
      avatarUrl={null}
    />,
    {
      api: { 'me.updateProfile': updateProfile, 'me.updatePreferences': updatePreferences },
      locale,
    },
  );
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { ...view, field, updateProfile, updatePreferences };
}

describe('SettingsForm', () => {
  it('shows the sign-in email as read-only and keeps each field within its limit', () => {
    const { field } = renderForm();
    expect(field('Email')).toHaveValue('ada@school.edu');
    expect(field('Email')).toBeDisabled();
    expect(field('First Name')).toHaveAttribute('maxlength', String(LIMITS.nameMax));
    expect(field('Last Name')).toHaveAttribute('maxlength', String(LIMITS.nameMax));
    expect(field('Phone')).toHaveAttribute('maxlength', String(LIMITS.phoneMax));
    expect(field('Bio')).toHaveAttribute('maxlength', String(LIMITS.bioMax));
  });

  it('will not save without a first name, and says so', async () => {
    const { user, field, updateProfile } = renderForm();
    await user.clear(field('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(field('First Name')).toHaveAccessibleDescription('Please fill in all required fields.');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields.',
    );
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('says so in the reader’s language: the schema’s own message, in Spanish', async () => {
    const { user, updateProfile } = renderForm('es');
    const firstName = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(firstName).toHaveAccessibleDescription('Rellena todos los campos obligatorios.');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves the profile and the notification switches together', async () => {
    const { user, field, updateProfile, updatePreferences } = renderForm();
    await user.clear(field('Phone'));
    await user.type(field('Bio'), 'Mathematician.');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    // Mantine's Switch puts its description inside its label: the name starts with the label.
    await user.click(screen.getByRole('switch', { name: /^Student Messages/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(updateProfile).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '',
      bio: 'Mathematician.',
    });
    expect(updatePreferences).toHaveBeenCalledExactlyOnceWith({
      notifyEmail: true,
      notifySubmissions: true,
      notifyStudentMessages: false,
      notifyCourseUpdates: false,
    });
    expect(await screen.findByText('Changes Saved')).toBeVisible();
  });

  it('puts back what was saved on Cancel', async () => {
    const { user, field } = renderForm();
    await user.type(field('Last Name'), ' King');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lovelace');
  });
});
