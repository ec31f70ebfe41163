import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { downloadCsv } from './csv.ts';

interface CsvFile {
  fileName: string;
  csv: string;
  rowCount: number;
}

interface ExportDataButtonProps<TError, TKey extends QueryKey> {
  /** The export procedure's queryOptions, for what the page shows. */
  query: FetchQueryOptions<CsvFile, TError, CsvFile, TKey>;
  /** The toast when the file could not be fetched. */
  failure: { title: string; message: string };
  disabled: boolean;
}

/**
 * Export Data: fetches the file the server wrote (afresh: it is what the page shows now),
 * saves it, and says how many rows it held.
 */
export function ExportDataButton<TError, TKey extends QueryKey>({
  query,
  failure,
  disabled,
}: ExportDataButtonProps<TError, TKey>) {
  const queryClient = useQueryClient();
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await queryClient.fetchQuery({ ...query, staleTime: 0 });
      downloadCsv(file);
      notifications.show({
        color: 'green',
        title: t('app.export.title'),
        message: t('app.export.saved', { count: file.rowCount }),
      });
    } catch {
      notifications.show({ color: 'red', ...failure });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={exporting}
      disabled={disabled}
      onClick={() => void exportFile()}
    >
      {t('app.export.button')}
    </Button>
  );
}
