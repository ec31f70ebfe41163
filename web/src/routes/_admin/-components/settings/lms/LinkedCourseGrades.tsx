import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Translate } from '~/i18n/t.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

type Column = { status: 'pending' | 'synced' | 'failed'; attempts: number; error: string | null };

const columnText = (t: Translate, column: Column | null) =>
  !column
    ? t('admin.lmsGrades.columnByLms')
    : column.status === 'synced'
      ? t('admin.lmsGrades.columnReady')
      : column.status === 'pending'
        ? t('admin.lmsGrades.columnPending')
        : t('admin.lmsGrades.columnFailed', {
            error: column.error ?? t('admin.lmsGrades.unreachable'),
            attempts: column.attempts,
          });

/**
 * Grade passback of one LMS course, activity by activity: its column in the LMS gradebook
 * and how its scores fared, with the LMS's last answer while one is not sent yet.
 */
export function LinkedCourseGrades({ contextId }: { contextId: string }) {
  const trpc = useTRPC();
  const t = useT();
  const { data } = useQuery(trpc.admin.lti.grades.queryOptions({ contextId }));
  if (!data || data.length === 0) return null;
  return (
    <List size="xs" c="dimmed" aria-label={t('admin.lmsGrades.label')}>
      {data.map((a) => (
        <List.Item key={a.activityId}>
          <Text span size="xs" fw={500}>
            {a.title}
          </Text>
          {': '}
          {t('admin.lmsGrades.line', { column: columnText(t, a.column), sent: a.sent })}
          {a.pending > 0 && t('admin.lmsGrades.sending', { count: a.pending })}
          {a.failed > 0 &&
            t('admin.lmsGrades.failing', {
              count: a.failed,
              error: a.lastError ?? t('admin.lmsGrades.unreachable'),
            })}
        </List.Item>
      ))}
    </List>
  );
}
