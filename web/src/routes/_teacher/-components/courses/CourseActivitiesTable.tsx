import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MessageRow, SkeletonRows } from '~/components/table-state-rows/TableStateRows.tsx';
import { useT } from '~/i18n/use-t.ts';
import { formatCount } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';

/** The course dialog's table: each activity with its number of student responses. */
export function CourseActivitiesTable({ courseId }: { courseId: string }) {
  const trpc = useTRPC();
  const t = useT();
  const { data, isPending, isError } = useQuery(
    trpc.teacher.courses.activities.queryOptions({ courseId }),
  );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table
        striped
        withTableBorder
        aria-label={t('teacher.courses.activitiesLabel')}
        aria-busy={isPending}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teacher.courses.name')}</Table.Th>
            <Table.Th>{t('teacher.courses.description')}</Table.Th>
            <Table.Th ta="right">{t('teacher.courses.responses')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isPending ? (
            <SkeletonRows columns={3} />
          ) : isError ? (
            <MessageRow columns={3} error>
              {t('teacher.activities.failed')}
            </MessageRow>
          ) : data.length === 0 ? (
            <MessageRow columns={3}>{t('teacher.courses.noActivities')}</MessageRow>
          ) : (
            data.map((activity) => (
              <Table.Tr key={activity.id}>
                <Table.Td fw={500}>{activity.title}</Table.Td>
                <Table.Td c="dimmed" maw={320}>
                  {activity.description || '—'}
                </Table.Td>
                <Table.Td ta="right">{formatCount(activity.responseCount)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
