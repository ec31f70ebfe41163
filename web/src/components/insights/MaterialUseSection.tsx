import { BarChart } from '@mantine/charts';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { ChartCard } from './ChartCard.tsx';
import type { FileUse } from './insights-api.ts';
import { axisLabel, pageRanges } from './insights-format.ts';

interface UseRow {
  key: string;
  fileName: string;
  page: number | null;
  uses: number;
}

/** One row per page (or per file, for material without pages). */
const useRows = (files: FileUse[]): UseRow[] =>
  files.flatMap((f) =>
    f.pages.length === 0
      ? [{ key: f.fileId, fileName: f.fileName, page: null, uses: f.uses }]
      : f.pages.map((p) => ({ key: `${f.fileId}:${p.page}`, fileName: f.fileName, ...p })),
  );

/** How often replies cited each file and page, and what was never cited. */
export function MaterialUseSection({ files }: { files: FileUse[] }) {
  const unusedFiles = files.filter((f) => f.uses === 0);
  const unusedPages = files
    .filter((f) => f.uses > 0)
    .map((f) => ({
      file: f,
      pages: f.pages.filter((p) => p.uses === 0 && p.page !== null).map((p) => p.page ?? 0),
    }))
    .filter((u) => u.pages.length > 0);
  return (
    <Stack gap="sm">
      <ChartCard<UseRow>
        title="Material use"
        order={3}
        description="How often replies cited each file; the table has each page."
        fileName="material-use"
        emptyText="This activity has no material."
        rows={useRows(files)}
        rowKey={(r) => r.key}
        columns={[
          { header: 'File', value: (r) => r.fileName },
          { header: 'Page', value: (r) => r.page },
          { header: 'Citations', value: (r) => r.uses, numeric: true },
        ]}
        chart={
          <BarChart
            h={Math.max(160, files.length * 40)}
            data={files}
            dataKey="fileName"
            orientation="vertical"
            yAxisProps={{ width: 140, tickFormatter: (name: string) => axisLabel(name) }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'uses', label: 'Citations', color: 'cyan.6' }]}
          />
        }
      />
      {files.length > 0 && (
        <Paper withBorder p="md" component="section" aria-label="Never used">
          <Stack gap="xs">
            <Title order={3} size="h5">
              Never used
            </Title>
            {unusedFiles.length === 0 && unusedPages.length === 0 ? (
              <Text size="sm" c="dimmed">
                Replies have cited every file and every page with text.
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {unusedFiles.map((f) => (
                  <List.Item key={f.fileId}>{f.fileName}: no reply cited it</List.Item>
                ))}
                {unusedPages.map(({ file, pages }) => (
                  <List.Item key={file.fileId}>
                    {file.fileName}: {pages.length === 1 ? 'page' : 'pages'} {pageRanges(pages)}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
