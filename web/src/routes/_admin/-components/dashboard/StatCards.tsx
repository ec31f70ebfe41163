import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconBook, IconChalkboard, IconMessages, IconUsers } from '@tabler/icons-react';
import { LIMITS } from '@teachchat/shared';
import type { MessageKey } from '~/i18n/keys.ts';
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
  {
    label: 'admin.dashboard.teachers',
    count: 'totalTeachers',
    icon: IconChalkboard,
    color: 'blue',
  },
  { label: 'admin.dashboard.courses', count: 'totalCourses', icon: IconBook, color: 'teal' },
  { label: 'admin.dashboard.students', count: 'totalStudents', icon: IconUsers, color: 'grape' },
  {
    label: 'admin.dashboard.responses',
    count: 'responses30d',
    // The same count as a teacher's "3 responses": students' chats, not their messages.
    hint: 'admin.dashboard.responsesHint',
    icon: IconMessages,
    color: 'orange',
  },
] as const satisfies readonly ({ label: MessageKey; hint?: MessageKey } & Record<
  string,
  unknown
>)[];

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
        {CARDS.map(({ count, label, ...card }) => (
          <StatCard
            key={label}
            {...card}
            label={t(label)}
            hint={
              count === 'totalCourses'
                ? archivedHint
                : 'hint' in card
                  ? t(card.hint, { days: LIMITS.responsesWindowDays })
                  : undefined
            }
            // A dash once loading failed; a placeholder while it loads.
            value={stats ? formatCount(stats[count]) : failed ? '—' : undefined}
          />
        ))}
      </SimpleGrid>
      {failed && !stats && (
        <Alert color="red" variant="light" title={t('admin.dashboard.countsFailed')}>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('admin.dashboard.tryAgain')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
