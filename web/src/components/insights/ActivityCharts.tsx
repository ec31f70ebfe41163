import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
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
  const t = useT();
  const days = overview.days.map((d) => ({ ...d, label: dayLabel(d.day) }));
  const asked = days.some((d) => d.questions > 0);
  const hours = asked ? overview.hours.map((h) => ({ ...h, label: hourLabel(h.hour) })) : [];
  const { enrolled } = overview.totals;
  const asLine = days.length >= LINE_MIN_DAYS;
  const perDay = [
    { name: 'questions', label: t('app.insights.questions'), color: 'blue.6' },
    { name: 'activeStudents', label: t('app.insights.activeStudents'), color: 'teal.6' },
  ];
  const submitted = [
    { name: 'submitted', label: t('app.insights.submittedInAll'), color: 'green.6' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartCard<Day>
        title={t('app.insights.perDay')}
        description={t('app.insights.perDayHint')}
        fileName="questions-per-day"
        emptyText={t('app.insights.noQuestions')}
        rows={asked ? overview.days : []}
        rowKey={(d) => d.day}
        columns={[
          { header: t('app.insights.day'), value: (d) => d.day, render: (d) => dayLabel(d.day) },
          { header: t('app.insights.questions'), value: (d) => d.questions, numeric: true },
          {
            header: t('app.insights.activeStudents'),
            value: (d) => d.activeStudents,
            numeric: true,
          },
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
        title={t('app.insights.byHour')}
        description={t('app.insights.byHourHint')}
        fileName="questions-by-hour"
        emptyText={t('app.insights.noQuestions')}
        rows={asked ? overview.hours : []}
        rowKey={(h) => String(h.hour)}
        columns={[
          { header: t('app.insights.hour'), value: (h) => hourLabel(h.hour) },
          { header: t('app.insights.questions'), value: (h) => h.questions, numeric: true },
        ]}
        chart={
          <BarChart
            h={CHART_HEIGHT}
            data={hours}
            dataKey="label"
            yAxisProps={{ allowDecimals: false }}
            series={[{ name: 'questions', label: t('app.insights.questions'), color: 'indigo.6' }]}
          />
        }
      />
      <ChartCard<Day>
        title={t('app.insights.submissionsOverTime')}
        description={t('app.insights.submissionsHint', { enrolled })}
        fileName="submissions-over-time"
        emptyText={t('app.insights.noActivity')}
        rows={overview.days}
        rowKey={(d) => d.day}
        columns={[
          { header: t('app.insights.day'), value: (d) => d.day, render: (d) => dayLabel(d.day) },
          {
            header: t('app.insights.submittedThatDay'),
            value: (d) => d.submissions,
            numeric: true,
          },
          { header: t('app.insights.submittedInAll'), value: (d) => d.submitted, numeric: true },
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
