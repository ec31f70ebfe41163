import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '~/test/render.tsx';
import type { FileUse } from './insights-api.ts';
import { MaterialUseSection } from './MaterialUseSection.tsx';

const files = [
  {
    fileId: 'f1',
    fileName: 'cells.pdf',
    uses: 3,
    pages: [
      { page: 1, uses: 3 },
      { page: 2, uses: 0 },
      { page: 3, uses: 0 },
    ],
  },
  { fileId: 'f2', fileName: 'glossary.md', uses: 0, pages: [] },
] as unknown as FileUse[];

describe('MaterialUseSection', () => {
  it('says in German which material no reply cited, and shows the numbers as a table', async () => {
    const { user } = render(<MaterialUseSection files={files} />, { locale: 'de' });
    const never = screen.getByRole('region', { name: 'Nie verwendet' });
    expect(within(never).getByText('glossary.md: von keiner Antwort zitiert')).toBeVisible();
    expect(within(never).getByText('cells.pdf: Seiten 2–3')).toBeVisible();

    await user.click(screen.getByText('Tabelle'));
    const table = screen.getByRole('table', { name: 'Nutzung des Materials' });
    expect(within(table).getByRole('columnheader', { name: 'Zitate' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Nutzung des Materials als CSV herunterladen' }),
    ).toBeVisible();
  });
});
