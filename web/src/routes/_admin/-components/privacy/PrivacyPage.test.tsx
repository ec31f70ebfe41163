import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';

const ADA = '00000000-0000-4000-8000-00000000000a';

const api = {
  'admin.submissions.filters': () =>
    ({ students: [{ id: ADA, name: 'Ada Lovelace' }], teachers: [], courses: [] }) as never,
  'admin.privacy.settings': () => ({ erasureKeepsTeacherRecords: true }) as never,
  'admin.retention.settings': () =>
    ({ conversationDays: 30, submissionYears: null, auditYears: 5 }) as never,
  'admin.retention.preview': () =>
    ({
      courses: [{ courseId: 'c1', courseCode: 'BIO101', title: 'Biology', messages: 4 }],
      auditEntries: 2,
    }) as never,
  'admin.retention.log': () => [],
  'admin.privacy.erasureImpact': () =>
    ({
      name: 'Ada Lovelace',
      mode: 'anonymise',
      counts: {
        enrollments: 1,
        conversations: 2,
        messages: 1,
        questions: 0,
        feedback: 3,
        notifications: 1,
        notificationsNamingThem: 0,
        apiTokens: 0,
        contactMessages: 1,
      },
      coursesTaught: [],
    }) as never,
};

describe('the Data Rights page in another language', () => {
  it('offers a person’s data and erasure in Spanish, with the counts as plurals', async () => {
    const { user } = render(<PrivacyPage personId={ADA} onPick={vi.fn()} />, {
      locale: 'es',
      api,
    });
    expect(screen.getByRole('heading', { name: 'Derechos sobre los datos' })).toBeVisible();
    const keep = screen.getByRole('switch', {
      name: /^Conservar los registros de los docentes, anonimizados/,
    });
    await waitFor(() => expect(keep).toBeChecked());
    expect(await screen.findByText('Entradas de auditoría por eliminar: 2')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Eliminar conversaciones/ })).toHaveValue('30');

    await user.click(await screen.findByRole('button', { name: 'Borrar a Ada Lovelace…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar a la persona' });
    expect(await within(dialog).findByText('1 inscripción')).toBeVisible();
    expect(dialog).toHaveTextContent(
      '2 conversaciones con 1 mensaje, 0 preguntas al docente y 3 comentarios: se conservan',
    );
    expect(within(dialog).getByText('1 mensaje de contacto')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Borrar' })).toBeEnabled();
  });

  it('names in French the courses an erased teacher still teaches', async () => {
    const impact = api['admin.privacy.erasureImpact']() as unknown as object;
    const { user } = render(<PrivacyPage personId={ADA} onPick={vi.fn()} />, {
      locale: 'fr',
      api: {
        ...api,
        'admin.privacy.erasureImpact': () =>
          ({
            ...impact,
            coursesTaught: [{ courseCode: 'BIO101' }, { courseCode: 'CHEM2' }],
          }) as never,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Effacer Ada Lovelace…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer la personne' });
    expect(
      await within(dialog).findByText(
        'Ada Lovelace enseigne encore BIO101 et CHEM2 : attribuez d’abord ces cours à un autre enseignant.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Effacer' })).toBeDisabled();
  });
});

describe('the retention periods', () => {
  it('can be typed only once the saved periods have arrived, so no typing is lost', async () => {
    const { promise, resolve: arrive } = Promise.withResolvers<never>();
    const { user } = render(<PrivacyPage personId={ADA} onPick={vi.fn()} />, {
      api: { ...api, 'admin.retention.settings': () => promise },
    });
    const days = screen.getByRole('textbox', { name: /^Delete conversations/ });
    expect(days).toBeDisabled();

    arrive({ conversationDays: null, submissionYears: null, auditYears: 5 } as never);
    await waitFor(() => expect(days).toBeEnabled());
    await user.type(days, '30');
    expect(days).toHaveValue('30');
    expect(screen.getByText('No run yet.')).toBeVisible();
  });
});
