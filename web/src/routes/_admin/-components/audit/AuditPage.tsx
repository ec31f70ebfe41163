import { Group, Pagination, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditAction, localDateTime } from '@teachchat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminTable } from '../../../../components/admin/AdminTable.tsx';
import { Page } from '../../../../components/page/Page.tsx';
import { ExportDataButton } from '../../../../components/teacher/csv/ExportDataButton.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { type AuditSearch, auditFilter, auditQueryInput } from './audit-search.ts';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

interface AuditPageProps {
  search: AuditSearch;
  onChange: (next: Partial<AuditSearch>) => void;
}

/** Admin → Audit: who saw, exported, changed or removed what, filtered, and as CSV. */
export function AuditPage({ search, onChange }: AuditPageProps) {
  const trpc = useTRPC();
  const input = auditQueryInput(search);
  const actors = useQuery(trpc.admin.audit.actors.queryOptions());
  const list = useQuery(
    trpc.admin.audit.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / input.pageSize));
  const failure = list.isError ? errorMessage(list.error) : '';

  return (
    <Page
      title="Audit"
      actions={
        <ExportDataButton
          query={trpc.admin.audit.export.queryOptions(auditFilter(search))}
          failure={{ title: 'Error', message: 'The audit trail could not be exported.' }}
          disabled={!list.data || list.data.total === 0}
        />
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Who"
              placeholder="Anyone"
              clearable
              searchable
              data={(actors.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              value={search.who ?? null}
              onChange={(who) => onChange({ who: who ?? undefined })}
            />
            <Select
              label="Action"
              placeholder="Any action"
              clearable
              data={ACTION_OPTIONS}
              value={search.action ?? null}
              onChange={(action) => onChange({ action: action ?? undefined })}
            />
            <TextInput
              type="date"
              label="From"
              value={search.from ?? ''}
              onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
            />
            <TextInput
              type="date"
              label="To"
              value={search.to ?? ''}
              onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
            />
          </Group>
          <AdminTable
            label="Audit trail"
            columns={['Time', 'Who', 'Action', 'About', 'Resource', 'IP Address']}
            minWidth={900}
          >
            {failure ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="red">Error loading data: {failure}</Text>
                </Table.Td>
              </Table.Tr>
            ) : list.data?.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed">No entries match these filters.</Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              list.data?.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{localDateTime(row.createdAt)}</Table.Td>
                  <Table.Td>
                    {row.actorName}
                    {row.actorRole ? ` (${row.actorRole})` : ''}
                  </Table.Td>
                  <Table.Td>{AUDIT_ACTIONS[row.action as AuditAction]}</Table.Td>
                  <Table.Td>{row.subjectName ?? '—'}</Table.Td>
                  <Table.Td>{row.resourceLabel ?? '—'}</Table.Td>
                  <Table.Td>{row.ip ?? '—'}</Table.Td>
                </Table.Tr>
              ))
            )}
          </AdminTable>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={input.page}
                onChange={(page) => onChange({ page })}
                getControlProps={(control) => ({ 'aria-label': `Go to ${control} page` })}
              />
            </Group>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
