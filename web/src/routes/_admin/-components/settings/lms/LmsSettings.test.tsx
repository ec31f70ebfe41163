import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import type { LtiSettings } from './lms-types.ts';
import { LmsSettings } from './LmsSettings.tsx';

const settings = {
  tool: {
    jwksUrl: 'https://chat.school.test/lti/jwks',
    loginUrl: 'https://chat.school.test/lti/login',
    launchUrl: 'https://chat.school.test/lti/launch',
    redirectUris: ['https://chat.school.test/lti/launch'],
    domain: 'chat.school.test',
  },
  platforms: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Moodle',
      issuer: 'https://moodle.school.test',
      clientId: 'abc123',
      authLoginUrl: 'https://moodle.school.test/auth',
      accessTokenUrl: 'https://moodle.school.test/token',
      jwksUrl: 'https://moodle.school.test/certs',
      frameOrigins: [],
      enabled: true,
      linkByEmail: false,
      adminsAreAdmins: false,
      registeredBy: 'hand',
      registration: null,
      deployments: [],
      courses: [],
    },
  ],
} as unknown as LtiSettings;

describe('the LMS settings in another language', () => {
  it('shows a registered LMS and its switches in German', async () => {
    const update = vi.fn(() => Promise.resolve({ ok: true as const }));
    const { user } = render(<LmsSettings settings={settings} />, {
      locale: 'de',
      api: {
        'admin.courses.list': () => [],
        'admin.lti.update': update,
        'admin.lti.settings': () => settings,
      },
    });
    expect(screen.getByRole('heading', { name: 'Dieses Tool' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start-URL kopieren' })).toBeVisible();
    const moodle = screen.getByRole('region', { name: 'Moodle' });
    expect(within(moodle).getByRole('columnheader', { name: 'Aktiviert' })).toBeVisible();
    expect(moodle).toHaveTextContent(
      'Aussteller https://moodle.school.test · Client-ID abc123 · Manuell registriert',
    );
    expect(within(moodle).getByText('abc123').tagName).toBe('CODE');
    expect(within(moodle).getByText('Noch keine Deployments.')).toBeVisible();
    await user.click(
      within(moodle).getByRole('switch', {
        name: 'LMS-Administratoren sind TeachChat-Administratoren',
      }),
    );
    expect(update).toHaveBeenCalledWith({ id: settings.platforms[0]?.id, adminsAreAdmins: true });
    expect(screen.getByRole('form', { name: 'LMS manuell registrieren' })).toBeVisible();
  });
});
