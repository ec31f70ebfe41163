import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconBook, IconChalkboard, IconMessages, IconUsers } from '@tabler/icons-react';
import { LIMITS } from '@teachchat/shared';
import { StatCard } from '~/components/stat-card/StatCard.tsx';
import { useT } from '~/i18n/use-t.ts';
import { formatCount } from '~/lib/format.ts';
import type { DashboardStats } from '../common/admin-types.ts';

interface StatCardsProps {
  stats: DashboardStats | undefined;
  failed: boolean;
  onRetry: () => void;
}

const CARDS = [
  { label: 'Total Teachers', count: 'totalTeachers', icon: IconChalkboard, color: 'blue' },
  { label: 'Total Courses', count: 'totalCourses', icon: IconBook, color: 'teal' },
  { label: 'Total Students', count: 'totalStudents', icon: IconUsers, color: 'grape' },
  {
    label: 'Student Responses',
    count: 'responses30d',
    // The same count as a teacher's "3 responses": students' chats, not their messages.
    hint: `One per student and activity, last ${LIMITS.responsesWindowDays} days`,
    icon: IconMessages,
    color: 'orange',
  },
] as const;

/** The four counts at the top of the dashboard; they change live as data changes. */
export function StatCards({ stats, failed, onRetry }: StatCardsProps) {
  const t = useT();
  // Archived courses are not in use: Total Courses leaves them out and says how many.
  const archived = stats?.archivedCourses ?? 0;
  const archivedHint =
    archived > 0 ? t('admin.dashboard.archivedCourses', { count: archived }) : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {CARDS.map(({ count, ...card }) => (
          <StatCard
            key={card.label}
            {...card}
            hint={count === 'totalCourses' ? archivedHint : 'hint' in card ? card.hint : undefined}
            // A dash once loading failed; a placeholder while it loads.
            value={stats ? formatCount(stats[count]) : failed ? '—' : undefined}
          />
        ))}
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
