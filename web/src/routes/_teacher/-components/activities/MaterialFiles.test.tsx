import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiAnswers } from '~/test/trpc-double.ts';
import { render } from '~/test/render.tsx';
import { MaterialFiles } from './MaterialFiles.tsx';

const activityId = '0b8e0c4e-2f7a-4f3e-9a51-6d2b9c1e7f00';
const file = (id: string, name: string, language: string | null) => ({
  id,
  name,
  kind: 'markdown',
  sizeBytes: 2048,
  status: 'ready' as const,
  progress: 100,
  error: null,
  pageCount: null,
  language,
});

function renderFiles(locale: 'en' | 'fr') {
  const api = {
    'teacher.material.status': () => ({
      activityId,
      materialStatus: 'ready' as const,
      files: [
        file('1', 'clave-primaria.md', 'es'),
        file('2', 'datos.csv', null),
        file('3', 'урок.md', 'rus'),
      ],
    }),
  } as unknown as ApiAnswers;
  return render(<MaterialFiles activityId={activityId} />, { api, locale });
}

describe('MaterialFiles', () => {
  it("shows each file's detected language, named in the reader's language", async () => {
    renderFiles('fr');
    const spanish = await screen.findByRole('listitem', { name: 'clave-primaria.md' });
    expect(within(spanish).getByLabelText('espagnol')).toHaveTextContent(/^es$/i);
    const russian = screen.getByRole('listitem', { name: 'урок.md' });
    expect(within(russian).getByLabelText('russe')).toHaveTextContent(/^rus$/i);
  });

  it('shows no language for a file with too little prose to tell', async () => {
    renderFiles('en');
    const spanish = await screen.findByRole('listitem', { name: 'clave-primaria.md' });
    expect(within(spanish).getByLabelText('Spanish')).toHaveTextContent(/^es$/i);
    const data = screen.getByRole('listitem', { name: 'datos.csv' });
    expect(within(data).queryByText(/^(es|en|rus)$/i)).toBeNull();
  });
});
