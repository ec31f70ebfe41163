import '@mantine/charts/styles.css';
import { Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '~/i18n/use-t.ts';

interface ChartCardProps {
  title: string;
  /** Said instead of an empty chart. */
  emptyText: string;
  /** Nothing to draw though there are rows (every value 0): the sentence, not bare axes. */
  empty?: boolean;
  chart: ReactNode;
  /** The same numbers as a table, for screen readers and anyone who prefers to read them. */
  table: { headers: string[]; rows: (string | number)[][] };
}

/** A chart with a Chart / Table switch. */
export function ChartCard({ title, emptyText, empty, chart, table }: ChartCardProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const nothing = empty ?? table.rows.length === 0;
  const titleId = useId();
  const t = useT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4} size="h5" id={titleId}>
            {title}
          </Title>
          {!nothing && (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(next) => setView(next === 'table' ? 'table' : 'chart')}
              aria-label={t('student.progress.showAs', { title })}
              data={[
                { label: t('student.progress.chart'), value: 'chart' },
                { label: t('student.progress.table'), value: 'table' },
              ]}
            />
          )}
        </Group>
        {nothing ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : view === 'chart' ? (
          chart
        ) : (
          <Table.ScrollContainer minWidth={240} mah={240}>
            <Table striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  {table.headers.map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, i) => (
                  <Table.Tr key={i}>
                    {row.map((cell, j) => (
                      <Table.Td key={j}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
