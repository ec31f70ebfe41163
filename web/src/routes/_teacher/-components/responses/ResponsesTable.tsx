import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChartBar, IconMessages } from '@tabler/icons-react';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import {
  TableMessageRow,
  TableSkeletonRows,
} from '../../../../components/teacher/table/TableSkeletonRows.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { formatMessageTime } from '../../../../components/chat/message-format.ts';
import type { ResponseRow } from '../common/teacher-types.ts';
import { CompletedBadge } from '../../../../components/transcript/CompletedBadge.tsx';
import { FeedbackStatusCell } from '../../../../components/feedback/FeedbackStatusCell.tsx';

interface ResponsesTableProps {
  rows: ResponseRow[] | undefined;
  /** 'Loading initial data...', 'Loading entries...', or nothing once rows are here. */
  loadingText: string | null;
  errorText: string | null;
  emptyText: string;
  sort: 'asc' | 'desc';
  onToggleSort: () => void;
}

const COLUMNS = 6;

export function ResponsesTable(props: ResponsesTableProps) {
  const { rows, loadingText, errorText, emptyText, sort, onToggleSort } = props;
  const SortIcon = sort === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        striped
        highlightOnHover
        aria-label="Student responses"
        aria-busy={loadingText !== null}
      >
        {loadingText && <Table.Caption>{loadingText}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Course</Table.Th>
            <Table.Th>Activity</Table.Th>
            <Table.Th aria-sort={sort === 'desc' ? 'descending' : 'ascending'}>
              <UnstyledButton
                onClick={onToggleSort}
                aria-label={`Last Response Date, sorted ${sort === 'desc' ? 'newest' : 'oldest'} first`}
              >
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={700}>
                    Last Response Date
                  </Text>
                  <SortIcon size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th>Feedback</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errorText ? (
            <TableMessageRow columns={COLUMNS}>{errorText}</TableMessageRow>
          ) : loadingText || !rows ? (
            <TableSkeletonRows columns={COLUMNS} />
          ) : rows.length === 0 ? (
            <TableMessageRow columns={COLUMNS}>{emptyText}</TableMessageRow>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.conversationId} data-conversation={row.conversationId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.studentName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.studentEmail}
                  </Text>
                </Table.Td>
                <Table.Td>{row.courseTitle}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{row.activityTitle}</Text>
                    {row.completed && <CompletedBadge size="xs" />}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(row.lastResponseAt)}, {formatMessageTime(row.lastResponseAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <FeedbackStatusCell feedback={row.feedback} />
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <ButtonLink
                      to="/activities/$activityId/insights"
                      params={{ activityId: row.activityId }}
                      size="xs"
                      variant="default"
                      leftSection={<IconChartBar size={14} />}
                      aria-label={`Insights of ${row.activityTitle}`}
                    >
                      Insights
                    </ButtonLink>
                    <ButtonLink
                      to="/chat-details/$activityId/$studentEmail"
                      params={{ activityId: row.activityId, studentEmail: row.studentEmail }}
                      search={{ courseCode: row.courseCode }}
                      size="xs"
                      variant="light"
                      leftSection={<IconMessages size={14} />}
                      aria-label={`View Chat of ${row.studentName} in ${row.activityTitle}`}
                    >
                      View Chat
                    </ButtonLink>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
