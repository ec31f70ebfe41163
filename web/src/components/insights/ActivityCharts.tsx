import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { ChartCard } from './ChartCard.tsx';
import type { InsightsOverview } from './insights-api.ts';
import { dayLabel, hourLabel, LINE_MIN_DAYS } from './insights-format.ts';

type Day = InsightsOverview['days'][number];
type Hour = InsightsOverview['hours'][number];

const CHART_HEIGHT = 240;

/**
 * When the class asked, how many took part, and how submissions grew, day by day: as lines
 * over several days, as bars over one or two (a line of one day is a lone dot).
 */
export function ActivityCharts({ overview }: { overview: InsightsOverview }) {
  const days = overview.days.map((d) => ({ ...d, label: dayLabel(d.day) }));
  const asked = days.some((d) => d.questions > 0);
  const hours = asked ? overview.hours.map((h) => ({ ...h, label: hourLabel(h.hour) })) : [];
  const { enrolled } = overview.totals;
  const asLine = days.length >= LINE_MIN_DAYS;
  const perDay = [
    { name: 'questions', label: 'Questions', color: 'blue.6' },
    { name: 'activeStudents', label: 'Active students', color: 'teal.6' },
  ];
  const submitted = [{ name: 'submitted', label: 'Submitted in all', color: 'green.6' }];
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartCard<Day>
        title="Questions per day"
        description="Students' questions, and how many students asked, each day."
        fileName="questions-per-day"
        emptyText="No questions asked yet."
        rows={asked ? overview.days : []}
        rowKey={(d) => d.day}
        columns={[
          { header: 'Day', value: (d) => d.day, render: (d) => dayLabel(d.day) },
          { header: 'Questions', value: (d) => d.questions, numeric: true },
          { header: 'Active students', value: (d) => d.activeStudents, numeric: true },
        ]}
        chart={
          asLine ? (
            <LineChart
              h={CHART_HEIGHT}
              data={days}
              dataKey="label"
              withLegend
              curveType="linear"
              yAxisProps={{ allowDecimals: false }}
              series={perDay}
            />
          ) : (
            <BarChart
              h={CHART_HEIGHT}
              data={days}
              dataKey="label"
              withLegend
              maxBarWidth={48}
              yAxisProps={{ allowDecimals: false }}
              series={perDay}
            />
          )
        }
      />
      <ChartCard<Hour>
        title="Questions by hour of day"
        description="When in the day students ask, in your time zone."
        fileName="questions-by-hour"
        emptyText="No questions asked yet."
        rows={asked ? overview.hours : []}
        rowKey={(h) => String(h.hour)}
        columns={[
          { header: 'Hour', value: (h) => hourLabel(h.hour) },
          { header: 'Questions', value: (h) => h.questions, numeric: true },
        ]}
        chart={
          <BarChart
            h={CHART_HEIGHT}
            data={hours}
            dataKey="label"
            yAxisProps={{ allowDecimals: false }}
            series={[{ name: 'questions', label: 'Questions', color: 'indigo.6' }]}
          />
        }
      />
      <ChartCard<Day>
        title="Submissions over time"
        description={`Students who submitted, of ${enrolled} enrolled.`}
        fileName="submissions-over-time"
        emptyText="No activity yet."
        rows={overview.days}
        rowKey={(d) => d.day}
        columns={[
          { header: 'Day', value: (d) => d.day, render: (d) => dayLabel(d.day) },
          { header: 'Submitted that day', value: (d) => d.submissions, numeric: true },
          { header: 'Submitted in all', value: (d) => d.submitted, numeric: true },
        ]}
        chart={
          asLine ? (
            <AreaChart
              h={CHART_HEIGHT}
              data={days}
              dataKey="label"
              yAxisProps={{ domain: [0, Math.max(enrolled, 1)], allowDecimals: false }}
              series={submitted}
            />
          ) : (
            <BarChart
              h={CHART_HEIGHT}
              data={days}
              dataKey="label"
              maxBarWidth={48}
              yAxisProps={{ domain: [0, Math.max(enrolled, 1)], allowDecimals: false }}
              series={submitted}
            />
          )
        }
      />
    </SimpleGrid>
  );
}
