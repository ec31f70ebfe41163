import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../page/Page.tsx';
import { SearchField } from '../search-field/SearchField.tsx';
import { useAdminChanges } from './use-admin-changes.ts';

interface AdminListPageProps {
  title: string;
  /** The Add and Import buttons beside the title. */
  actions: ReactNode;
  /** The search box: its text (as the URL has it), its change, and its words. */
  search: { value: string; onChange: (next: string) => void; placeholder: string; label: string };
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** The table. */
  children: ReactNode;
  /** The rows' dialogs (view, edit, delete). */
  dialogs: ReactNode;
}

/**
 * The admin's Manage Courses, Teachers and Students screens: a searchable table kept
 * current as anything it shows changes, and the dialogs its rows open.
 */
export function AdminListPage({
  title,
  actions,
  search,
  filters,
  children,
  dialogs,
}: AdminListPageProps) {
  useAdminChanges();
  return (
    <Page title={title} actions={actions}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <SearchField {...search} />
            {filters}
          </Group>
          {children}
        </Stack>
      </Paper>
      {dialogs}
    </Page>
  );
}
