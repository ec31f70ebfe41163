import { SimpleGrid } from '@mantine/core';
import { IconBook, IconCalendarDue, IconChartBar, IconListCheck } from '@tabler/icons-react';
import { StatCard } from '~/components/stat-card/StatCard.tsx';
import { formatCount, formatDate, formatPercent } from '~/lib/format.ts';
import { useT } from '~/i18n/use-t.ts';

interface DashboardStatsProps {
  totalCourses: number;
  pendingActivities: number;
  nextDeadline: Date | null;
  averageProgress: number;
}

export function DashboardStats(stats: DashboardStatsProps) {
  const t = useT();
  const cards = [
    {
      label: t('student.dashboard.totalCourses'),
      value: formatCount(stats.totalCourses),
      hint: t('student.dashboard.enrolled'),
      icon: IconBook,
      color: 'indigo',
    },
    {
      label: t('student.dashboard.activities'),
      value: formatCount(stats.pendingActivities),
      hint: t('student.dashboard.pending'),
      icon: IconListCheck,
      color: 'orange',
    },
    {
      label: t('student.dashboard.nextDeadline'),
      value: stats.nextDeadline
        ? formatDate(stats.nextDeadline)
        : t('student.dashboard.noDeadlines'),
      icon: IconCalendarDue,
      color: 'red',
    },
    {
      label: t('student.dashboard.averageProgress'),
      value: formatPercent(stats.averageProgress),
      hint: t('student.dashboard.acrossCourses'),
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
