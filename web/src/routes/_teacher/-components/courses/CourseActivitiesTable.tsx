import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  TableMessageRow,
  TableSkeletonRows,
} from '../../../../components/teacher/table/TableSkeletonRows.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';

/** The course dialog's table: each activity with its number of student responses. */
export function CourseActivitiesTable({ courseId }: { courseId: string }) {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(
    trpc.teacher.courses.activities.queryOptions({ courseId }),
  );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label="Course activities" aria-busy={isPending}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Student Responses</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isPending ? (
            <TableSkeletonRows columns={3} />
          ) : isError ? (
            <TableMessageRow columns={3}>Failed to load activities.</TableMessageRow>
          ) : data.length === 0 ? (
            <TableMessageRow columns={3}>No activities found for this course.</TableMessageRow>
          ) : (
            data.map((activity) => (
              <Table.Tr key={activity.id}>
                <Table.Td fw={500}>{activity.title}</Table.Td>
                <Table.Td c="dimmed" maw={320}>
                  {activity.description || '—'}
                </Table.Td>
                <Table.Td ta="right">{activity.responseCount}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
