import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChartBar, IconMessages } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { StaffArea } from '../../lib/staff-area.ts';
import type { AppRouter } from '../../lib/trpc.ts';
import { FeedbackStatusCell } from '../feedback/FeedbackStatusCell.tsx';
import { ButtonLink } from '../router-links/router-links.tsx';
import { MessageRow, SkeletonRows } from '../table-state-rows/TableStateRows.tsx';
import { CompletedBadge } from '../transcript/CompletedBadge.tsx';

/** A submission as both the admin's and the teacher's responses lists return it. */
export type Response =
  inferRouterOutputs<AppRouter>['teacher']['responses']['list']['rows'][number];

export type SortOrder = 'asc' | 'desc';

interface LastResponseSortProps {
  label: string;
  sort: SortOrder;
  onToggle: () => void;
}

/** The last-response column's header: a button that turns the order round. */
export function LastResponseSort({ label, sort, onToggle }: LastResponseSortProps) {
  const SortIcon = sort === 'desc' ? IconArrowDown : IconArrowUp;
  const t = useT();
  return (
    <UnstyledButton
      onClick={onToggle}
      fw={700}
      fz="inherit"
      aria-label={
        sort === 'desc'
          ? t('app.responses.sortedNewest', { label })
          : t('app.responses.sortedOldest', { label })
      }
    >
      <Group gap={4} wrap="nowrap">
        {label} <SortIcon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

interface ResponseRowsProps {
  /** Undefined while they load. */
  rows: Response[] | undefined;
  area: StaffArea;
  /** Why the rows could not be loaded. */
  error?: string | null;
  /** Placeholders even with rows: a newer list is on its way. */
  loading?: boolean;
  /** Said when there are no rows. */
  emptyText: string;
}

/** A responses table's body: why it failed, placeholders, the empty text, or the rows. */
export function ResponseRows({ rows, area, error, loading = false, emptyText }: ResponseRowsProps) {
  const columns = area === 'admin' ? 7 : 6;
  if (error) {
    return (
      <MessageRow columns={columns} error>
        {error}
      </MessageRow>
    );
  }
  if (loading || !rows) return <SkeletonRows columns={columns} />;
  if (rows.length === 0) return <MessageRow columns={columns}>{emptyText}</MessageRow>;
  return rows.map((row) => <ResponseRow key={row.conversationId} response={row} area={area} />);
}

interface ResponseRowProps {
  response: Response;
  /** Whose list: the admin's also names the teacher; each opens its own insights and chats. */
  area: StaffArea;
}

/**
 * One submission: student, course, activity, last response, feedback, and the ways to its
 * activity's insights and to the chat itself.
 */
function ResponseRow({ response: row, area }: ResponseRowProps) {
  return (
    <Table.Tr data-conversation={row.conversationId}>
      <Table.Td>
        <Text fz="inherit" fw={500}>
          {row.studentName}
        </Text>
        <Text fz="xs" c="dimmed">
          {row.studentEmail}
        </Text>
      </Table.Td>
      {area === 'admin' && <Table.Td>{row.teacherName}</Table.Td>}
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
          <ResponseLinks response={row} area={area} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function ResponseLinks({ response: row, area }: ResponseRowProps) {
  const t = useT();
  const insights = {
    params: { activityId: row.activityId },
    size: 'compact-sm',
    variant: 'default',
    leftSection: <IconChartBar size={14} />,
    'aria-label': t('app.responses.insightsOf', { activity: row.activityTitle }),
    children: t('app.responses.insights'),
  } as const;
  const chat = {
    params: { activityId: row.activityId, studentEmail: row.studentEmail },
    search: { courseCode: row.courseCode },
    size: 'compact-sm',
    variant: 'light',
    leftSection: <IconMessages size={14} />,
    'aria-label': t('app.responses.viewChatOf', {
      student: row.studentName,
      activity: row.activityTitle,
    }),
    children: t('app.responses.viewChat'),
  } as const;
  return area === 'admin' ? (
    <>
      <ButtonLink to="/admin/insights/$activityId" {...insights} />
      <ButtonLink to="/admin/chat-details/$activityId/$studentEmail" {...chat} />
    </>
  ) : (
    <>
      <ButtonLink to="/activities/$activityId/insights" {...insights} />
      <ButtonLink to="/chat-details/$activityId/$studentEmail" {...chat} />
    </>
  );
}
