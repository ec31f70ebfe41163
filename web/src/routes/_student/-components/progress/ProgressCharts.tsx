import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { StudentProgress } from '../common/student-types.ts';
import { ChartCard } from './ChartCard.tsx';
import { completionsOverTime, messagesPerActivity } from './progress-series.ts';
import { useT } from '~/i18n/use-t.ts';

const CHART_HEIGHT = 220;

/** The student's own activity: messages per activity and completions over time. */
export function ProgressCharts({ activities }: { activities: StudentProgress['activities'] }) {
  const messages = messagesPerActivity(activities);
  const completions = completionsOverTime(activities);
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ChartCard
        title={t('student.progress.messagesTitle')}
        emptyText={t(
          messages.length === 0 ? 'student.progress.noActivities' : 'student.progress.noMessages',
        )}
        empty={messages.every((m) => m.messages === 0)}
        table={{
          headers: [t('student.progress.activity'), t('student.progress.messages')],
          rows: messages.map((m) => [m.activity, m.messages]),
        }}
        chart={
          <BarChart
            // Activities down the side, where their titles have room: one row each.
            orientation="vertical"
            h={Math.max(CHART_HEIGHT, 40 + 36 * messages.length)}
            data={messages}
            dataKey="activity"
            series={[{ name: 'messages', label: t('student.progress.messages'), color: 'blue.6' }]}
            xAxisProps={{ allowDecimals: false }}
            yAxisProps={{ width: 120, interval: 0, tickFormatter: shorten }}
            tickLine="x"
            gridAxis="x"
            maxBarWidth={28}
          />
        }
      />
      <ChartCard
        title={t('student.progress.completedTitle')}
        emptyText={t('student.progress.noneCompleted')}
        table={{
          headers: [t('student.progress.day'), t('student.progress.completedSoFar')],
          rows: completions.map((c) => [c.day, c.completed]),
        }}
        chart={
          <LineChart
            h={CHART_HEIGHT}
            data={completions}
            dataKey="day"
            series={[
              { name: 'completed', label: t('student.progress.completed'), color: 'teal.6' },
            ]}
            curveType="stepAfter"
            yAxisProps={{ allowDecimals: false }}
            tickLine="y"
          />
        }
      />
    </SimpleGrid>
  );
}

/** Axis labels have little room; the tooltip and the table show whole titles. */
function shorten(title: string): string {
  return title.length > 18 ? `${title.slice(0, 17)}…` : title;
}
