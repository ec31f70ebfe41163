import { Group, Pagination, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTION_CODES, type AuditAction } from '@teachchat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminTable } from '~/components/admin/AdminTable.tsx';
import { Page } from '~/components/page/Page.tsx';
import { ExportDataButton } from '~/components/teacher/csv/ExportDataButton.tsx';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { asDate, formatDateTime } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { type AuditSearch, auditFilter, auditQueryInput } from './audit-search.ts';

const ACTION_KEYS = {
  transcript_viewed: 'admin.audit.actionTranscriptViewed',
  students_exported: 'admin.audit.actionStudentsExported',
  responses_exported: 'admin.audit.actionResponsesExported',
  audit_exported: 'admin.audit.actionAuditExported',
  person_exported: 'admin.audit.actionPersonExported',
  course_teacher_changed: 'admin.audit.actionCourseTeacherChanged',
  role_changed: 'admin.audit.actionRoleChanged',
  enrollment_added: 'admin.audit.actionEnrollmentAdded',
  enrollment_removed: 'admin.audit.actionEnrollmentRemoved',
  course_archived: 'admin.audit.actionCourseArchived',
  course_restored: 'admin.audit.actionCourseRestored',
  roster_imported: 'admin.audit.actionRosterImported',
  lms_roster_synced: 'admin.audit.actionLmsRosterSynced',
  student_deleted: 'admin.audit.actionStudentDeleted',
  teacher_deleted: 'admin.audit.actionTeacherDeleted',
  course_deleted: 'admin.audit.actionCourseDeleted',
  person_erased: 'admin.audit.actionPersonErased',
  name_revealed: 'admin.audit.actionNameRevealed',
} satisfies Record<AuditAction, MessageKey>;

const PAGE_CONTROL = {
  first: 'admin.audit.pageFirst',
  previous: 'admin.audit.pagePrevious',
  next: 'admin.audit.pageNext',
  last: 'admin.audit.pageLast',
} satisfies Record<string, MessageKey>;

const ROLE_KEYS: Record<string, MessageKey> = {
  admin: 'app.role.admin',
  teacher: 'app.role.teacher',
  student: 'app.role.student',
};

interface AuditPageProps {
  search: AuditSearch;
  onChange: (next: Partial<AuditSearch>) => void;
}

/** Admin → Audit: who saw, exported, changed or removed what, filtered, and as CSV. */
export function AuditPage({ search, onChange }: AuditPageProps) {
  const trpc = useTRPC();
  const t = useT();
  const actionText = (action: string) =>
    action in ACTION_KEYS ? t(ACTION_KEYS[action as AuditAction]) : action;
  const input = auditQueryInput(search);
  const actors = useQuery(trpc.admin.audit.actors.queryOptions());
  const list = useQuery(
    trpc.admin.audit.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / input.pageSize));
  const failure = list.isError ? errorMessage(list.error) : '';

  return (
    <Page
      title={t('admin.audit.title')}
      actions={
        <ExportDataButton
          query={trpc.admin.audit.export.queryOptions(auditFilter(search))}
          failure={{ title: t('admin.audit.error'), message: t('admin.audit.exportFailed') }}
          disabled={!list.data || list.data.total === 0}
        />
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('admin.audit.who')}
              placeholder={t('admin.audit.anyone')}
              clearable
              searchable
              data={(actors.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              value={search.who ?? null}
              onChange={(who) => onChange({ who: who ?? undefined })}
            />
            <Select
              label={t('admin.audit.action')}
              placeholder={t('admin.audit.anyAction')}
              clearable
              data={AUDIT_ACTION_CODES.map((value) => ({ value, label: actionText(value) }))}
              value={search.action ?? null}
              onChange={(action) => onChange({ action: action ?? undefined })}
            />
            <TextInput
              type="date"
              label={t('admin.audit.from')}
              value={search.from ?? ''}
              onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
            />
            <TextInput
              type="date"
              label={t('admin.audit.to')}
              value={search.to ?? ''}
              onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
            />
          </Group>
          <AdminTable
            label={t('admin.audit.tableLabel')}
            columns={[
              t('admin.audit.time'),
              t('admin.audit.who'),
              t('admin.audit.action'),
              t('admin.audit.about'),
              t('admin.audit.resource'),
              t('admin.audit.ip'),
            ]}
            minWidth={900}
          >
            {failure ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="red">{t('admin.audit.loadError', { error: failure })}</Text>
                </Table.Td>
              </Table.Tr>
            ) : list.data?.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed">{t('admin.audit.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              list.data?.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(asDate(row.createdAt))}</Table.Td>
                  <Table.Td>
                    {row.actorRole
                      ? t('admin.audit.actorWithRole', {
                          name: row.actorName,
                          role:
                            row.actorRole in ROLE_KEYS
                              ? t(ROLE_KEYS[row.actorRole] ?? 'app.role.admin')
                              : row.actorRole,
                        })
                      : row.actorName}
                  </Table.Td>
                  <Table.Td>{actionText(row.action)}</Table.Td>
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
                getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL[control]) })}
              />
            </Group>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
