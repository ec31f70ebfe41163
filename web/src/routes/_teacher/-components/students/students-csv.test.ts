import { describe, expect, it } from 'vitest';
import { studentsCsv } from './students-csv.ts';

describe('studentsCsv', () => {
  it('writes the table columns, quoting where needed', () => {
    const csv = studentsCsv([
      {
        name: 'Jane Smith',
        email: 'jane@school.edu',
        courseTitle: 'Biology, Advanced',
        lastActive: new Date('2026-11-20T09:30:00Z'),
      },
      { name: 'Li Wei', email: 'li@school.edu', courseTitle: 'Physics', lastActive: null },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Student,Email,Course,Last Active',
      'Jane Smith,jane@school.edu,"Biology, Advanced",2026-11-20T09:30:00.000Z',
      'Li Wei,li@school.edu,Physics,Never',
      '',
    ]);
  });
});
