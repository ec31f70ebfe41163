import '@mantine/charts/styles.css';
import { Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { type InsightColumn, InsightTable } from './InsightTable.tsx';

interface ChartCardProps<T> {
  title: string;
  /** The title's heading level: 3 when no section heading sits above the card. */
  order?: 3 | 4;
  description?: string;
  /** The chart; the table view shows the same rows. */
  chart: ReactNode;
  columns: readonly InsightColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  fileName: string;
  emptyText: string;
}

/**
 * A chart with a table view of the same numbers (for screen readers, exact values and
 * CSV): a switch between the two, the chart first.
 */
export function ChartCard<T>(props: ChartCardProps<T>) {
  const { title, description, chart, rows, emptyText } = props;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const t = useT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={props.order ?? 4} size="h5" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {rows.length > 0 && (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
              data={[
                { value: 'chart', label: t('app.insights.chart') },
                { value: 'table', label: t('app.insights.table') },
              ]}
              aria-label={t('app.insights.showAs', { title })}
            />
          )}
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : view === 'chart' ? (
          <Box role="img" aria-label={t('app.insights.chartLabel', { title })}>
            {chart}
          </Box>
        ) : (
          <InsightTable
            caption={title}
            fileName={props.fileName}
            columns={props.columns}
            rows={rows}
            rowKey={props.rowKey}
          />
        )}
      </Stack>
    </Paper>
  );
}
