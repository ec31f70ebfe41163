import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { columnState, gradeState } from './grade-state.ts';

/**
 * The grade columns and scores of an activity that an LMS link opens, and whether the LMS
 * gradebook took them; a failure shows the LMS's answer (retries go on in the background).
 */
export function LmsGrades({ activityId }: { activityId: string }) {
  const trpc = useTRPC();
  const t = useT();
  const { data } = useQuery(trpc.teacher.lti.scores.queryOptions({ activityId }));
  const columns = useQuery(trpc.teacher.lti.gradeColumns.queryOptions({ activityId })).data ?? [];
  if (!data || (data.length === 0 && columns.length === 0)) return null;
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('teacher.lmsGrades.title')}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('teacher.lmsGrades.title')}
        </Title>
        {columns.map((column) => {
          const state = columnState(column);
          return (
            <Group
              key={`${column.lmsName}-${column.course}`}
              gap="xs"
              wrap="nowrap"
              align="flex-start"
            >
              <Badge color={state.color} variant="light" miw="max-content">
                {state.label}
              </Badge>
              <Text size="sm">{state.text}</Text>
            </Group>
          );
        })}
        {data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('teacher.lmsGrades.student')}</Table.Th>
                <Table.Th>{t('teacher.lmsGrades.score')}</Table.Th>
                <Table.Th>{t('teacher.lmsGrades.gradebook')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((row) => {
                const state = gradeState(row);
                return (
                  <Table.Tr key={`${row.studentId}-${String(row.updatedAt)}`}>
                    <Table.Td>{row.studentName}</Table.Td>
                    <Table.Td>{row.score ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={state.color} variant="light" miw="max-content">
                        {state.label}
                      </Badge>
                      {state.detail && (
                        <Text size="xs" mt={4}>
                          {state.detail}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
