import { describe, expect, it } from 'vitest';
import { readRoster } from './read.ts';

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
});
