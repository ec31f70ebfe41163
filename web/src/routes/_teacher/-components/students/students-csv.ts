import { toCsv } from '../../../../components/teacher/csv/csv.ts';

interface StudentCsvRow {
  name: string;
  email: string;
  courseTitle: string;
  lastActive: Date | null;
}

/** Export Data: the rows the table shows, with the table's columns. */
export function studentsCsv(rows: readonly StudentCsvRow[]): string {
  return toCsv<StudentCsvRow>(
    [
      { header: 'Student', value: (r) => r.name },
      { header: 'Email', value: (r) => r.email },
      { header: 'Course', value: (r) => r.courseTitle },
      { header: 'Last Active', value: (r) => r.lastActive ?? 'Never' },
    ],
    rows,
  );
}
