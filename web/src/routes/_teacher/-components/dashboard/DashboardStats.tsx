import { SimpleGrid } from '@mantine/core';
import { IconBook, IconClock, IconMessageChatbot, IconUsers } from '@tabler/icons-react';
import { StatCard } from '~/components/stat-card/StatCard.tsx';
import { chatTimeLabel, formatCount } from '~/lib/format.ts';
import { useT } from '~/i18n/use-t.ts';
import type { TeacherDashboard } from '../common/teacher-types.ts';
import { TrendHint } from './TrendHint.tsx';

interface DashboardStatsProps {
  totals: TeacherDashboard['totals'];
  trends: TeacherDashboard['trends'];
}

export function DashboardStats({ totals, trends }: DashboardStatsProps) {
  const t = useT();
  const cards = [
    {
      label: t('teacher.dashboard.students'),
      value: formatCount(totals.students),
      trend: trends.students,
      icon: IconUsers,
      color: 'indigo',
    },
    {
      label: t('teacher.dashboard.activeCourses'),
      value: formatCount(totals.activeCourses),
      trend: trends.activeCourses,
      icon: IconBook,
      color: 'teal',
    },
    {
      label: t('teacher.dashboard.activities'),
      value: formatCount(totals.activities),
      trend: trends.activities,
      icon: IconMessageChatbot,
      color: 'grape',
    },
    {
      label: t('teacher.dashboard.chatTime'),
      value: chatTimeLabel(totals.chatMinutesPerStudent),
      trend: trends.chatMinutes,
      icon: IconClock,
      color: 'orange',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {cards.map(({ trend, ...card }) => (
        <StatCard key={card.label} {...card} hint={<TrendHint trend={trend} />} />
      ))}
    </SimpleGrid>
  );
}
