import { SimpleGrid } from '@mantine/core';
import { IconBook, IconCalendarDue, IconChartBar, IconListCheck } from '@tabler/icons-react';
import { StatCard } from '~/components/stat-card/StatCard.tsx';
import { formatDate } from '~/lib/format.ts';

interface DashboardStatsProps {
  totalCourses: number;
  pendingActivities: number;
  nextDeadline: Date | null;
  averageProgress: number;
}

export function DashboardStats(stats: DashboardStatsProps) {
  const cards = [
    {
      label: 'Total Courses',
      value: String(stats.totalCourses),
      hint: 'Enrolled',
      icon: IconBook,
      color: 'indigo',
    },
    {
      label: 'Activities',
      value: String(stats.pendingActivities),
      hint: 'Pending',
      icon: IconListCheck,
      color: 'orange',
    },
    {
      label: 'Next Deadline',
      value: stats.nextDeadline ? formatDate(stats.nextDeadline) : 'No deadlines',
      icon: IconCalendarDue,
      color: 'red',
    },
    {
      label: 'Average Progress',
      value: `${stats.averageProgress}%`,
      hint: 'Across your courses',
      icon: IconChartBar,
      color: 'teal',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </SimpleGrid>
  );
}
