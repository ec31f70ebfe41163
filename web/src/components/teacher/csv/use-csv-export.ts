import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { downloadCsv } from './csv.ts';

/**
 * Export Data: fetches a file the server wrote, saves it, and says how many rows it held,
 * or, when it could not be fetched, `failure`. `exporting` is true meanwhile.
 */
export function useCsvExport(
  fetchFile: () => Promise<{ fileName: string; csv: string; rowCount: number }>,
  failure: { title: string; message: string },
) {
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await fetchFile();
      downloadCsv(file);
      notifications.show({
        color: 'green',
        title: 'Exporting Data',
        message: `${file.rowCount} ${file.rowCount === 1 ? 'row' : 'rows'} saved as CSV.`,
      });
    } catch {
      notifications.show({ color: 'red', ...failure });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportFile };
}
