import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('parseCsv', () => {
  it('renders each row with its headers and numbers data rows from 1', () => {
    const doc = parseCsv(
      bytes('\uFEFFname,born,field\nAda,1815,maths\nAlan,1912,computing\n'),
      'p.csv',
    );
    expect(doc).toEqual({
      kind: 'csv',
      sections: [
        {
          text: 'name: Ada; born: 1815; field: maths\nname: Alan; born: 1912; field: computing',
          rowStart: 1,
          rowEnd: 2,
        },
      ],
    });
  });

  it('keeps quoted delimiters and line breaks inside one row', () => {
    const doc = parseCsv(
      bytes('term;meaning\r\nosmosis;"water moves;\r\nacross a membrane"\r\n'),
      'g.csv',
    );
    expect(doc.sections).toEqual([
      { text: 'term: osmosis; meaning: water moves; across a membrane', rowStart: 1, rowEnd: 1 },
    ]);
  });

  it('counts blank rows so row numbers match the file, and skips empty cells', () => {
    const doc = parseCsv(
      bytes('q,a,note\nWhat is ATP?,Energy,\n\n,,\nWhat is DNA?,Genes,x\n'),
      'q.csv',
    );
    expect(doc.sections).toEqual([
      { text: 'q: What is ATP?; a: Energy', rowStart: 1, rowEnd: 1 },
      { text: 'q: What is DNA?; a: Genes; note: x', rowStart: 4, rowEnd: 4 },
    ]);
  });

  it('names columns that have no header', () => {
    const doc = parseCsv(bytes('term,\nmitosis,cell division,extra\n'), 'g.csv');
    expect(doc.sections[0]?.text).toBe('term: mitosis; Column 2: cell division; Column 3: extra');
  });

  it('splits long tables into sections of consecutive rows', () => {
    const rows = Array.from({ length: 250 }, (_, i) => `${i + 1},value ${i + 1}`);
    const doc = parseCsv(bytes(`n,v\n${rows.join('\n')}\n`), 'big.csv');
    expect(doc.sections.map((s) => [s.rowStart, s.rowEnd])).toEqual([
      [1, 100],
      [101, 200],
      [201, 250],
    ]);
    expect(doc.sections[2]?.text.split('\n')[0]).toBe('n: 201; v: value 201');
  });

  it('refuses a CSV with a header and no data', () => {
    expect(() => parseCsv(bytes('name,born\n'), 'p.csv')).toThrow(
      'p.csv: this CSV has no data rows.',
    );
  });
});
