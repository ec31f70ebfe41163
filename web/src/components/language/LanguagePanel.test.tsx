import { PREFERENCE_DEFAULTS, type Locale } from '@teachchat/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { LanguagePanel } from './LanguagePanel.tsx';

function session(own: Locale | null, school: Locale) {
  return {
    user: {
      id: 'u1',
      email: 'lucia@school.edu',
      role: 'student' as const,
      firstName: 'Lucía',
      lastName: 'Gómez',
      fullName: 'Lucía Gómez',
      departmentCode: null,
      avatarUrl: null,
      phone: null,
      bio: null,
      locale: own,
    },
    preferences: PREFERENCE_DEFAULTS,
    locale: own ?? school,
    schoolLocale: school,
    timeZone: 'Europe/Madrid',
  };
}

describe('LanguagePanel', () => {
  it('follows the school until the person chooses, and names each language in itself', async () => {
    const setLanguage = vi.fn((input: { locale: Locale | null }) =>
      Promise.resolve(session(input.locale, 'es')),
    );
    const { user } = render(<LanguagePanel />, {
      locale: 'es',
      api: { 'public.session': () => session(null, 'es'), 'me.setLanguage': setLanguage },
    });
    const select = await screen.findByRole('combobox', { name: 'Idioma de TeachChat' });
    expect(select).toHaveValue('La del centro (Español)');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(setLanguage).toHaveBeenCalledWith({ locale: 'de' });
    expect(await screen.findByText('Idioma guardado')).toBeInTheDocument();
  });

  it('goes back to the school’s language', async () => {
    const setLanguage = vi.fn((input: { locale: Locale | null }) =>
      Promise.resolve(session(input.locale, 'fr')),
    );
    const { user } = render(<LanguagePanel />, {
      api: { 'public.session': () => session('en', 'fr'), 'me.setLanguage': setLanguage },
    });
    const select = await screen.findByRole('combobox', { name: 'Language of TeachChat' });
    expect(select).toHaveValue('English');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'School default (Français)' }));
    expect(setLanguage).toHaveBeenCalledWith({ locale: null });
  });
});
