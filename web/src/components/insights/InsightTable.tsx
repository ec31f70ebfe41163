import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type CellValue, csvFileName, toCsv } from '@teachchat/shared';
import { useT } from '../../i18n/use-t.ts';
import { downloadCsv } from '../teacher/csv/csv.ts';

export interface InsightColumn<T> {
  header: string;
  /** What the CSV holds; the table shows it too unless `render` is given. */
  value: (row: T) => CellValue;
  render?: (row: T) => ReactNode;
  numeric?: boolean;
  /** false: on screen only (a link, say). */
  exported?: boolean;
  /** Prose (a question, an answer): kept wide enough to read, the table scrolling instead. */
  wide?: boolean;
}

// About 40 characters a line: on a phone the table scrolls sideways rather than squeezing
// an answer to a word a line.
const WIDE_COLUMN = { minWidth: '16rem' };

interface InsightTableProps<T> {
  /** Names the table (its caption) and the CSV file. */
  caption: string;
  fileName: string;
  columns: readonly InsightColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/** Rows as an accessible table with its caption, and a button saving them as CSV. */
export function InsightTable<T>({
  caption,
  fileName,
  columns,
  rows,
  rowKey,
}: InsightTableProps<T>) {
  const t = useT();
  return (
    <div>
      <Table.ScrollContainer minWidth={480} maxHeight={420}>
        <Table striped stickyHeader>
          {/* Names the table for screen readers; the card's title shows it on screen. */}
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} ta={c.numeric ? 'right' : undefined} scope="col">
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.header}
                    ta={c.numeric ? 'right' : undefined}
                    style={c.wide ? WIDE_COLUMN : undefined}
                  >
                    {c.render ? c.render(row) : String(c.value(row) ?? '')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={() =>
            downloadCsv({
              fileName: csvFileName(fileName),
              csv: toCsv(
                columns.filter((c) => c.exported !== false),
                rows,
              ),
            })
          }
          aria-label={t('app.insights.downloadOf', { caption })}
        >
          {t('app.insights.download')}
        </Button>
      </Group>
    </div>
  );
}
