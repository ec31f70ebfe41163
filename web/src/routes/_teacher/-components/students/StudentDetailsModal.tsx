import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Group,
  Modal,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { chatTimeLabel } from '~/lib/format.ts';
import type { TeacherStudentRow } from '../common/teacher-types.ts';

const ENGAGEMENT_COLORS = { High: 'green', Medium: 'yellow', Low: 'red' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="lg" fw={700} component="div">
        {children}
      </Text>
    </div>
  );
}

/** The student's real numbers in the course: completion, session length, engagement. */
export function StudentDetailsModal({
  row,
  onClose,
}: {
  row: TeacherStudentRow | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Student Details" size="lg">
      {row && <StudentDetails row={row} />}
    </Modal>
  );
}

function StudentDetails({ row }: { row: TeacherStudentRow }) {
  const trpc = useTRPC();
  const { data, isPending, error } = useQuery(
    trpc.teacher.students.details.queryOptions({
      studentId: row.studentId,
      courseId: row.courseId,
    }),
  );
  return (
    <Stack gap="md">
      <div>
        <Text fw={600}>{row.name}</Text>
        <Text size="sm" c="dimmed">
          {row.email} · {row.courseTitle}
        </Text>
      </div>
      {isPending ? (
        <Skeleton h={96} aria-label="Loading student details" />
      ) : error ? (
        <Alert color="red" variant="light">
          {errorMessage(error, 'Could not load the student details.')}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Fact label="Completed Activities">
              {data.completed} / {data.total}
            </Fact>
            {/* The dashboard's Student Activity is the average of this over students. */}
            <Fact label="Chat Time, Last 7 Days">{chatTimeLabel(data.chatMinutesThisWeek)}</Fact>
            <Fact label="Average Session Time">{chatTimeLabel(data.averageSessionMinutes)}</Fact>
            <Fact label="Engagement">
              <Badge size="lg" variant="light" color={ENGAGEMENT_COLORS[data.engagement]}>
                {data.engagement}
              </Badge>
            </Fact>
          </SimpleGrid>
          <Group gap="xs" wrap="nowrap">
            <Progress value={data.completion} style={{ flex: 1 }} aria-label="Completion" />
            <Text size="sm" fw={600}>
              {data.completion}%
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {data.messageCount} {data.messageCount === 1 ? 'message' : 'messages'} sent to the
            assistant
          </Text>
        </>
      )}
    </Stack>
  );
}
