import { BarChart } from '@mantine/charts';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
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
  const t = useT();
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
        title={t('app.insights.materialUse')}
        order={3}
        description={t('app.insights.materialUseHint')}
        fileName="material-use"
        emptyText={t('app.insights.noMaterial')}
        rows={useRows(files)}
        rowKey={(r) => r.key}
        columns={[
          { header: t('app.insights.file'), value: (r) => r.fileName },
          { header: t('app.insights.page'), value: (r) => r.page },
          { header: t('app.insights.citations'), value: (r) => r.uses, numeric: true },
        ]}
        chart={
          <BarChart
            h={Math.max(160, files.length * 40)}
            data={files}
            dataKey="fileName"
            orientation="vertical"
            yAxisProps={{ width: 140, tickFormatter: (name: string) => axisLabel(name) }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'uses', label: t('app.insights.citations'), color: 'cyan.6' }]}
          />
        }
      />
      {files.length > 0 && (
        <Paper withBorder p="md" component="section" aria-label={t('app.insights.neverUsed')}>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('app.insights.neverUsed')}
            </Title>
            {unusedFiles.length === 0 && unusedPages.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('app.insights.allUsed')}
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {unusedFiles.map((f) => (
                  <List.Item key={f.fileId}>
                    {t('app.insights.fileNotCited', { file: f.fileName })}
                  </List.Item>
                ))}
                {unusedPages.map(({ file, pages }) => (
                  <List.Item key={file.fileId}>
                    {t('app.insights.pagesNotCited', {
                      file: file.fileName,
                      count: pages.length,
                      pages: pageRanges(pages),
                    })}
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
