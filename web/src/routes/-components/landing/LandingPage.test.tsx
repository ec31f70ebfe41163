import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import { LandingPage } from './LandingPage.tsx';

const api = {
  'public.session': () => null,
  'public.config': () => ({
    demoVideoUrl: null,
    devLogin: false,
    locale: 'en' as const,
    timeZone: 'Europe/Madrid',
  }),
};

// What a visitor reads first in each language: the headline, the way in, the sections.
const READS = {
  en: { title: /^Turn your course/, login: 'Login', contact: 'Contact', send: 'Send Message' },
  es: {
    title: /^Convierte el material/,
    login: 'Iniciar sesión',
    contact: 'Contacto',
    send: 'Enviar mensaje',
  },
  fr: {
    title: /^Faites de vos supports/,
    login: 'Se connecter',
    contact: 'Contact',
    send: 'Envoyer le message',
  },
  de: { title: /^Machen Sie Ihr/, login: 'Anmelden', contact: 'Kontakt', send: 'Nachricht senden' },
} as const;

describe('LandingPage', () => {
  it.each(Object.entries(READS))('reads in %s', async (locale, reads) => {
    render(<LandingPage />, { api, locale: locale as keyof typeof READS });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(reads.title);
    expect(screen.getAllByRole('link', { name: reads.login })[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: reads.contact })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: reads.send })).toBeInTheDocument();
  });

  it('draws the highlighted words of the headline inside it', () => {
    render(<LandingPage />, { api, locale: 'es' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(
      'Convierte el material de tu curso en un asistente con el que tus estudiantes pueden hablar',
    );
    expect(heading.querySelector('span')).toHaveTextContent(
      'asistente con el que tus estudiantes pueden hablar',
    );
  });
});
