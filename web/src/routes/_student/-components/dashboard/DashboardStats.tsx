import { SimpleGrid } from '@mantine/core';
import { IconBook, IconCalendarDue, IconChartBar, IconListCheck } from '@tabler/icons-react';
import { formatDate } from '../../../../lib/dates.ts';
import { StatCard } from '../common/StatCard.tsx';

interface DashboardStatsProps {
  totalCourses: number;
  pendingActivities: number;
  nextDeadline: Date | null;
  averageProgress: number;
}

export function DashboardStats(stats: DashboardStatsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard
        label="Total Courses"
        value={String(stats.totalCourses)}
        hint="Enrolled"
        icon={IconBook}
        color="indigo"
      />
      <StatCard
        label="Activities"
        value={String(stats.pendingActivities)}
        hint="Pending"
        icon={IconListCheck}
        color="orange"
      />
      <StatCard
        label="Next Deadline"
        value={stats.nextDeadline ? formatDate(stats.nextDeadline) : 'No deadlines'}
        icon={IconCalendarDue}
        color="red"
      />
      <StatCard
        label="Average Progress"
        value={`${stats.averageProgress}%`}
        hint="Across your courses"
        icon={IconChartBar}
        color="teal"
      />
    </SimpleGrid>
  );
}
