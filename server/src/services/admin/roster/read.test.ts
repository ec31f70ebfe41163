import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, ROSTER_COLUMNS } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.ts';
import { CATALOGUES, translator } from '../../../texts/index.ts';
import { readRoster, ROSTER_HEADERS } from './read.ts';

describe('readRoster', () => {
  it('reads columns by loosely spelled headers, from CSV or cells pasted from a spreadsheet', () => {
    const csv = '\uFEFFE-mail,first_name,Surname,Course,Notes\nada@x.edu,Ada,Lovelace,cs101,hi\n';
    const pasted =
      'First Name\tLast Name\tEmail\tDept\tPhone number\nAda\tLovelace\tada@x.edu\tcs\t555\n';
    expect(readRoster(csv)).toEqual({
      lines: [
        {
          row: 2,
          cells: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@x.edu',
            department: '',
            phone: '',
            courseCode: 'cs101',
          },
        },
      ],
      ignoredColumns: ['Notes'],
    });
    expect(readRoster(pasted).lines[0]?.cells).toMatchObject({ department: 'cs', phone: '555' });
  });

  it.each([
    ['es', 'Nombre,Apellidos,Correo electrónico,Departamento,Teléfono,Código de curso'],
    ['fr', 'Prénom,Nom,E-mail,Département,Téléphone,Code du cours'],
    ['de', 'Vorname,Nachname,E-Mail,Fachbereich,Telefon,Kurscode'],
    [
      'fr, in capitals and without accents',
      'PRENOM;NOM;E-MAIL;DEPARTEMENT;TELEPHONE;CODE DU COURS',
    ],
    [
      'es, in other case and accents',
      'nombre\tAPELLIDOS\tcorreo electronico\tdepartamento\tTELÉFONO\tcódigo DE curso',
    ],
  ])('reads the headers TeachChat writes in another language: %s', (_, header) => {
    const separator = header.includes(';') ? ';' : header.includes('\t') ? '\t' : ',';
    const row = ['Ada', 'Lovelace', 'ada@x.edu', 'cs', '555', 'CS101'].join(separator);
    expect(readRoster(`${header}\n${row}\n`)).toEqual({
      lines: [
        {
          row: 2,
          cells: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@x.edu',
            department: 'cs',
            phone: '555',
            courseCode: 'CS101',
          },
        },
      ],
      ignoredColumns: [],
    });
  });

  it("reads a report's cells as they were before it kept them from running as formulas", () => {
    const report = "Prénom,Nom,E-mail,Téléphone\nAda,'-Lovelace,ada@x.edu,'+1 555 0101\n";
    expect(readRoster(report).lines[0]?.cells).toMatchObject({
      lastName: '-Lovelace',
      phone: '+1 555 0101',
    });
    expect(
      readRoster("First Name,Last Name,Email\nAda,O'Hara,'ada@x.edu\n").lines[0]?.cells,
    ).toMatchObject({ lastName: "O'Hara", email: "'ada@x.edu" });
  });

  it('numbers rows as a spreadsheet does: blank rows skipped but counted, quoted line breaks kept', () => {
    const csv = 'First Name,Last Name,Email\n\nAda,"Love\nlace",a@x.edu\n,,\nAlan,Turing,t@x.edu\n';
    expect(readRoster(csv).lines.map((l) => [l.row, l.cells.lastName])).toEqual([
      [3, 'Love\nlace'],
      [5, 'Turing'],
    ]);
  });

  it("names no column with a header spelt like an object's own property", () => {
    const inherited = Object.getOwnPropertyNames(Object.prototype);
    expect(inherited).toEqual(expect.arrayContaining(['constructor', '__proto__', 'toString']));
    const header = ['First Name', 'Last Name', 'Email', ...inherited].join(',');
    const row = ['Ada', 'Lovelace', 'ada@x.edu', ...inherited.map((_, i) => `x${i}`)].join(',');
    const sheet = readRoster(`${header}\n${row}\n`);
    expect(sheet.ignoredColumns).toEqual(inherited);
    const [line] = sheet.lines;
    expect(line?.cells).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@x.edu',
      department: '',
      phone: '',
      courseCode: '',
    });
    expect(Object.values(line?.cells ?? {}).every((cell) => typeof cell === 'string')).toBe(true);
  });

  it.each([
    ['First Name,Email\nAda,a@x.edu', 'The first row must name the columns. Missing: Last Name.'],
    ['First Name,Last Name,Email,email\nA,B,a@x.edu,b@x.edu', 'The column "email" appears twice.'],
    ['First Name,Last Name,Email\n\n', 'The roster has a header but no people.'],
    [
      `First Name,Last Name,Email\n${'A,B,a@x.edu\n'.repeat(5001)}`,
      'The roster has 5,001 people; at most 5,000 can be imported at once.',
    ],
  ])('refuses a roster it cannot import: %#', (csv, message) => {
    expect(() => readRoster(csv)).toThrow(message);
  });

  it("names the missing columns in the reader's language", () => {
    const french = translator('fr');
    let refusal: unknown;
    try {
      readRoster('Prénom,E-mail\nAda,a@x.edu', french);
    } catch (error) {
      refusal = error;
    }
    const said = refusal instanceof AppError && refusal.text;
    expect(said && french(said.key, said.values)).toBe(
      'La première ligne doit nommer les colonnes. Manquantes : Nom. Attendues : Prénom, Nom, E-mail, Département, Téléphone, Code du cours.',
    );
  });
});

describe("the roster's headers on the import screen", () => {
  const web = (locale: string): Record<string, string> =>
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, `../../../../../web/src/locales/${locale}/admin.json`),
        'utf8',
      ),
    );

  it.each(LOCALES)(
    'are the ones the report writes, and its problem column is headed alike: %s',
    (locale) => {
      const screen = web(locale);
      for (const { key } of ROSTER_COLUMNS) {
        expect(screen[`admin.roster.header.${key}`]).toBe(CATALOGUES[locale][ROSTER_HEADERS[key]]);
      }
      expect(screen['admin.roster.colProblem']).toBe(CATALOGUES[locale]['roster.header.problem']);
    },
  );
});
