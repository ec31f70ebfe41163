import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { SchoolLanguageSettings } from './SchoolLanguageSettings.tsx';

describe('SchoolLanguageSettings', () => {
  it('saves the language everyone who chose none reads, and shows the time zone', async () => {
    const saveSettings = vi.fn((input: { defaultLocale: 'en' | 'es' | 'fr' | 'de' }) =>
      Promise.resolve({ ...input, timeZone: 'Europe/Paris' }),
    );
    const { user } = render(
      <Suspense>
        <SchoolLanguageSettings />
      </Suspense>,
      {
        locale: 'fr',
        api: {
          'admin.school.settings': () => ({ defaultLocale: 'es', timeZone: 'Europe/Paris' }),
          'admin.school.saveSettings': saveSettings,
        },
      },
    );
    const select = await screen.findByRole('combobox', { name: 'Langue par défaut' });
    expect(select).toHaveValue('Español');
    expect(screen.getByRole('textbox', { name: 'Fuseau horaire' })).toHaveValue('Europe/Paris');
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(save);
    expect(saveSettings).toHaveBeenCalledWith({ defaultLocale: 'fr' });
    expect(await screen.findByText('Langue de l’établissement enregistrée')).toBeInTheDocument();
  });
});
