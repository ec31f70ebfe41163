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
import { chatTimeLabel, formatCount, formatPercent } from '~/lib/format.ts';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import type { TeacherStudentRow } from '../common/teacher-types.ts';

const ENGAGEMENT_COLORS = { High: 'green', Medium: 'yellow', Low: 'red' } as const;
const ENGAGEMENT_LABELS = {
  High: 'teacher.students.engagementHigh',
  Medium: 'teacher.students.engagementMedium',
  Low: 'teacher.students.engagementLow',
} satisfies Record<keyof typeof ENGAGEMENT_COLORS, MessageKey>;

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
  const t = useT();
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('teacher.students.detailsTitle')}
      size="lg"
    >
      {row && <StudentDetails row={row} />}
    </Modal>
  );
}

function StudentDetails({ row }: { row: TeacherStudentRow }) {
  const trpc = useTRPC();
  const t = useT();
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
          {t('teacher.students.emailInCourse', { email: row.email, course: row.courseTitle })}
        </Text>
      </div>
      {isPending ? (
        <Skeleton h={96} aria-label={t('teacher.students.loadingDetails')} />
      ) : error ? (
        <Alert color="red" variant="light">
          {errorMessage(error, t('teacher.students.detailsFailed'))}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Fact label={t('teacher.students.completed')}>
              {t('teacher.students.completedOf', {
                completed: formatCount(data.completed),
                total: formatCount(data.total),
              })}
            </Fact>
            {/* The dashboard's Student Activity is the average of this over students. */}
            <Fact label={t('teacher.students.chatTime')}>
              {chatTimeLabel(data.chatMinutesThisWeek)}
            </Fact>
            <Fact label={t('teacher.students.sessionTime')}>
              {chatTimeLabel(data.averageSessionMinutes)}
            </Fact>
            <Fact label={t('teacher.students.engagement')}>
              <Badge size="lg" variant="light" color={ENGAGEMENT_COLORS[data.engagement]}>
                {t(ENGAGEMENT_LABELS[data.engagement])}
              </Badge>
            </Fact>
          </SimpleGrid>
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={data.completion}
              style={{ flex: 1 }}
              aria-label={t('teacher.students.completion')}
            />
            <Text size="sm" fw={600}>
              {formatPercent(data.completion)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('teacher.students.messages', { count: data.messageCount })}
          </Text>
        </>
      )}
    </Stack>
  );
}
