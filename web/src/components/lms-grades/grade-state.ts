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
