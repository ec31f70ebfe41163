import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChartBar, IconMessageCircle } from '@tabler/icons-react';
import { AdminTable } from '../../../../components/admin/AdminTable.tsx';
import { MessageRow, SkeletonRows } from '../../../../components/admin/TableStateRows.tsx';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import type { SubmissionRow } from '../common/admin-types.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { CompletedBadge } from '../../../../components/transcript/CompletedBadge.tsx';
import { FeedbackStatusCell } from '../../../../components/feedback/FeedbackStatusCell.tsx';

interface SubmissionsTableProps {
  rows: SubmissionRow[] | undefined;
  error: string | undefined;
  filtered: boolean;
  sort: 'asc' | 'desc';
  onToggleSort: () => void;
}

export function SubmissionsTable({
  rows,
  error,
  filtered,
  sort,
  onToggleSort,
}: SubmissionsTableProps) {
  const SortIcon = sort === 'desc' ? IconArrowDown : IconArrowUp;
  const columns = [
    'Student',
    'Teacher',
    'Course',
    'Activity',
    {
      label: 'Last Response',
      sort: sort === 'desc' ? ('descending' as const) : ('ascending' as const),
      header: (
        <UnstyledButton
          onClick={onToggleSort}
          fw={700}
          fz="inherit"
          aria-label={`Last Response, ${sort === 'desc' ? 'newest' : 'oldest'} first. Change order`}
        >
          <Group gap={4} wrap="nowrap">
            Last Response <SortIcon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      ),
    },
    'Feedback',
    'Actions',
  ];
  const span = columns.length;

  return (
    <AdminTable label="Activity submissions" columns={columns} minWidth={1040}>
      {error ? (
        <MessageRow columns={span} error>
          Error loading data: {error}
        </MessageRow>
      ) : !rows ? (
        <SkeletonRows columns={span} />
      ) : rows.length === 0 ? (
        <MessageRow columns={span}>
          {filtered
            ? 'No submissions found matching your filters.'
            : 'No activity submissions found.'}
        </MessageRow>
      ) : (
        rows.map((row) => (
          <Table.Tr key={row.conversationId}>
            <Table.Td>
              <Text fz="inherit" fw={500}>
                {row.studentName}
              </Text>
              <Text fz="xs" c="dimmed">
                {row.studentEmail}
              </Text>
            </Table.Td>
            <Table.Td>{row.teacherName}</Table.Td>
            <Table.Td>
              <Text fz="inherit">{row.courseTitle}</Text>
              <Text fz="xs" c="dimmed">
                {row.courseCode}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text fz="inherit">{row.activityTitle}</Text>
                {row.completed && <CompletedBadge size="xs" />}
              </Group>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={row.lastResponseAt.toISOString()}>
                {formatDateTime(row.lastResponseAt)}
              </time>
            </Table.Td>
            <Table.Td>
              <FeedbackStatusCell feedback={row.feedback} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ButtonLink
                  to="/admin/insights/$activityId"
                  params={{ activityId: row.activityId }}
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconChartBar size={14} />}
                  aria-label={`Insights of ${row.activityTitle}`}
                >
                  Insights
                </ButtonLink>
                <ButtonLink
                  to="/admin/chat-details/$activityId/$studentEmail"
                  params={{ activityId: row.activityId, studentEmail: row.studentEmail }}
                  search={{ courseCode: row.courseCode }}
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconMessageCircle size={14} />}
                  aria-label={`View Chat: ${row.studentName}, ${row.activityTitle}`}
                >
                  View Chat
                </ButtonLink>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))
      )}
    </AdminTable>
  );
}
