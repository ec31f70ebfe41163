import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconBook, IconChalkboard, IconMessages, IconUsers } from '@tabler/icons-react';
import { LIMITS } from '@teachchat/shared';
import type { DashboardStats } from '../common/admin-types.ts';
import { StatCard } from './StatCard.tsx';

interface StatCardsProps {
  stats: DashboardStats | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** The four counts at the top of the dashboard; they change live as data changes. */
export function StatCards({ stats, failed, onRetry }: StatCardsProps) {
  const value = (pick: (s: DashboardStats) => number) =>
    stats ? pick(stats) : failed ? null : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard
          label="Total Teachers"
          value={value((s) => s.totalTeachers)}
          icon={IconChalkboard}
          color="blue"
        />
        <StatCard
          label="Total Courses"
          value={value((s) => s.totalCourses)}
          icon={IconBook}
          color="teal"
        />
        <StatCard
          label="Total Students"
          value={value((s) => s.totalStudents)}
          icon={IconUsers}
          color="grape"
        />
        <StatCard
          label="Student Responses"
          value={value((s) => s.responses30d)}
          hint={`Last ${LIMITS.responsesWindowDays} days`}
          icon={IconMessages}
          color="orange"
        />
      </SimpleGrid>
      {failed && !stats && (
        <Alert color="red" variant="light" title="The counts could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
