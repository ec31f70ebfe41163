import { PREFERENCE_DEFAULTS } from '@teachchat/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import type { AssistantConfiguration } from '../common/admin-types.ts';
import { AssistantSettings } from './AssistantSettings.tsx';
import { GeneralSettings } from './GeneralSettings.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';

describe('the admin settings tabs in another language', () => {
  it('shows the read-only profile and saves the display preferences in German', async () => {
    const updatePreferences = vi.fn((input: object) =>
      Promise.resolve({ ...PREFERENCE_DEFAULTS, ...input }),
    );
    const { user } = render(
      <GeneralSettings
        name="Ada Admin"
        email="ada@school.test"
        bio=""
        preferences={PREFERENCE_DEFAULTS}
      />,
      { locale: 'de', api: { 'me.updatePreferences': updatePreferences } },
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Admin');
    expect(screen.getByRole('textbox', { name: 'Kurzbiografie' })).toHaveAttribute(
      'placeholder',
      'Noch keine Kurzbiografie',
    );
    await user.click(screen.getByRole('switch', { name: /^Kompaktmodus/ }));
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(updatePreferences).toHaveBeenCalledWith(expect.objectContaining({ compactMode: true }));
    expect(await screen.findByText('Änderungen gespeichert')).toBeInTheDocument();
  });

  it('names the notification switches in French', () => {
    render(<NotificationSettings preferences={PREFERENCE_DEFAULTS} />, { locale: 'fr' });
    expect(screen.getByRole('switch', { name: /^Nouveau cours créé/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Rapports sur les élèves/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Enregistrer les notifications' })).toBeVisible();
  });

  it('tells in Spanish what enables each model, with the settings as code', () => {
    const setup = {
      providers: [],
      models: [
        {
          value: 'GPT_4',
          label: 'GPT-4',
          setting: 'LLM_GPT_4',
          route: 'openai:gpt-4o',
          provider: 'OpenAI',
          providerSetting: 'OPENAI_API_KEY',
          available: false,
        },
      ],
      offline: { label: 'Offline', available: true },
      stores: [{ value: 'postgres', setting: null, available: true, local: false }],
      embeddings: { setting: 'EMBEDDINGS', configured: 'hashing', inUse: 'hashing' },
    } as unknown as AssistantConfiguration;
    render(<AssistantSettings setup={setup} />, { locale: 'es' });
    const models = screen.getByRole('region', { name: 'Modelos' });
    expect(within(models).getByText('No activado')).toBeVisible();
    expect(within(models).getByText('OPENAI_API_KEY').tagName).toBe('CODE');
    expect(models).toHaveTextContent(
      'LLM_GPT_4=openai:gpt-4o necesita OpenAI: define OPENAI_API_KEY para activarlo.',
    );
    const stores = screen.getByRole('region', { name: 'Almacenes vectoriales' });
    expect(stores).toHaveTextContent('Integrado: siempre disponible.');
  });
});
