import { t } from '~/i18n/t.ts';

/** How a score's trip to the LMS gradebook reads to its teacher. */
export function gradeState(row: {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
}): { label: string; color: string; detail: string | null } {
  if (row.status === 'sent')
    return { label: t('teacher.lmsGrades.sent'), color: 'green', detail: null };
  if (row.status === 'pending') {
    return { label: t('teacher.lmsGrades.sending'), color: 'gray', detail: null };
  }
  return {
    label: t('teacher.lmsGrades.notSent'),
    color: 'red',
    detail: t('teacher.lmsGrades.retrying', {
      error: row.error ?? t('teacher.lmsGrades.unreachable'),
      attempts: row.attempts,
    }),
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
  const where = column.course
    ? t('teacher.lmsGrades.columnIn', { course: column.course, lms: column.lmsName })
    : t('teacher.lmsGrades.columnInLms', { lms: column.lmsName });
  if (column.status === 'synced') {
    return { label: t('teacher.lmsGrades.columnReady'), color: 'green', text: where };
  }
  if (column.status === 'pending') {
    return { label: t('teacher.lmsGrades.columnPending'), color: 'gray', text: where };
  }
  return {
    label: t('teacher.lmsGrades.columnFailed'),
    color: 'red',
    text: t('teacher.lmsGrades.columnFailure', {
      where,
      detail: t('teacher.lmsGrades.retrying', {
        error: column.error ?? t('teacher.lmsGrades.unreachable'),
        attempts: column.attempts,
      }),
    }),
  };
}
