/** How a score's trip to the LMS gradebook reads to its teacher. */
export function gradeState(row: {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
}): { label: string; color: string; detail: string | null } {
  if (row.status === 'sent') return { label: 'Sent', color: 'green', detail: null };
  if (row.status === 'pending') return { label: 'Sending', color: 'gray', detail: null };
  return {
    label: 'Not sent yet',
    color: 'red',
    detail: `${row.error ?? 'The LMS could not be reached.'} Tried ${row.attempts} ${
      row.attempts === 1 ? 'time' : 'times'
    }; TeachChat tries again for about an hour.`,
  };
}

/** How an activity's grade column in an LMS course reads: made, being made, or failing. */
export function columnState(column: {
  lmsName: string;
  course: string;
  status: 'pending' | 'synced' | 'failed';
  attempts: number;
  error: string | null;
}): { label: string; color: string; text: string } {
  const where = `Gradebook column in ${column.course ? `${column.course}, ` : ''}${column.lmsName}`;
  if (column.status === 'synced') return { label: 'Ready', color: 'green', text: where };
  if (column.status === 'pending') return { label: 'Being made', color: 'gray', text: where };
  return {
    label: 'Not made yet',
    color: 'red',
    text: `${where}: ${column.error ?? 'The LMS could not be reached.'} Tried ${column.attempts} ${
      column.attempts === 1 ? 'time' : 'times'
    }; TeachChat tries again for about an hour.`,
  };
}
