import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/test/render.tsx';
import type { RosterRow } from '../common/admin-types.ts';
import { RosterRowsTable } from './RosterRowsTable.tsx';
import { RosterSourceForm } from './RosterSourceForm.tsx';

const form = (
  <RosterSourceForm
    role="student"
    onRoleChange={vi.fn()}
    text=""
    onTextChange={vi.fn()}
    onPreview={vi.fn()}
    previewing={false}
  />
);

describe('the roster import in another language', () => {
  it('names the columns in French, as the French report heads them, and says English works too', () => {
    render(form, { locale: 'fr' });
    expect(
      screen.getByText(
        /^La première ligne nomme les colonnes : Prénom\*, Nom\*, E-mail\*, Département, Téléphone, Code du cours \(\* obligatoires ; les noms en anglais, comme First Name, sont aussi acceptés\)\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Liste' })).toHaveAttribute(
      'placeholder',
      'Prénom,Nom,E-mail,Département,Téléphone,Code du cours',
    );
  });

  it('names them in English, saying the other languages work too', () => {
    render(form);
    expect(
      screen.getByText(
        /^The first row names the columns: First Name\*, Last Name\*, Email\*, Department, Phone, Course Code \(\* required; the same names in Spanish, French or German work too\)\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Roster' })).toHaveAttribute(
      'placeholder',
      'First Name,Last Name,Email,Department,Phone,Course Code',
    );
  });

  it('heads the problems column Problème, the word of the French report', () => {
    const row: RosterRow = {
      row: 2,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      department: 'cs',
      phone: '',
      courseCode: 'CS101',
      status: 'skip',
      problems: ['Déjà inscrit à CS101.'],
    };
    render(<RosterRowsTable rows={[row]} />, { locale: 'fr' });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent(/^Problème$/);
  });
});
