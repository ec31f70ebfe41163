import { Alert, Button, Group, Stack } from '@mantine/core';
import type { RosterRole } from '@teachchat/shared';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { downloadCsv } from '~/components/teacher/csv/csv.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatList } from '~/lib/format.ts';
import type { RosterResult } from '../common/admin-types.ts';
import { rosterSummary } from './roster-report.ts';
import { RosterRowsTable } from './RosterRowsTable.tsx';

interface RosterOutcomeProps {
  result: RosterResult;
  role: RosterRole;
  /** false: a preview of what importing would do; true: what the import did. */
  done: boolean;
  /** Import (in a preview) or Import Another Roster (after). */
  action: ReactNode;
}

/** A preview or an import's summary, its rows, and the error report to download. */
export function RosterOutcome({ result, role, done, action }: RosterOutcomeProps) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert
        color={done ? 'green' : result.counts.error > 0 ? 'orange' : 'blue'}
        title={done ? t('admin.roster.imported') : t('admin.roster.preview')}
        role="status"
      >
        {rosterSummary(result, role, done)}
        {result.ignoredColumns.length > 0 &&
          t('admin.roster.columnsLeftOut', { columns: formatList(result.ignoredColumns) })}
      </Alert>
      <Group gap="sm">
        {action}
        {result.report && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => result.report && downloadCsv(result.report)}
          >
            {t('admin.roster.downloadReport')}
          </Button>
        )}
      </Group>
      <RosterRowsTable key={done ? 'done' : 'preview'} rows={result.rows} />
    </Stack>
  );
}
