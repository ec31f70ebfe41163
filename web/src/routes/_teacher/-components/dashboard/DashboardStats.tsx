import { SimpleGrid } from '@mantine/core';
import { IconBook, IconClock, IconMessageChatbot, IconUsers } from '@tabler/icons-react';
import { chatTimeLabel } from '../common/format.ts';
import { StatCard } from '../common/StatCard.tsx';
import type { TeacherDashboard } from '../common/teacher-types.ts';

interface DashboardStatsProps {
  totals: TeacherDashboard['totals'];
  trends: TeacherDashboard['trends'];
}

export function DashboardStats({ totals, trends }: DashboardStatsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard
        label="Total Students"
        value={String(totals.students)}
        trend={trends.students}
        icon={IconUsers}
        color="indigo"
      />
      <StatCard
        label="Active Courses"
        value={String(totals.activeCourses)}
        trend={trends.activeCourses}
        icon={IconBook}
        color="teal"
      />
      <StatCard
        label="Chatbot Activities"
        value={String(totals.activities)}
        trend={trends.activities}
        icon={IconMessageChatbot}
        color="grape"
      />
      <StatCard
        label="Student Activity"
        value={chatTimeLabel(totals.chatMinutesPerStudent)}
        trend={trends.chatMinutes}
        icon={IconClock}
        color="orange"
      />
    </SimpleGrid>
  );
}
