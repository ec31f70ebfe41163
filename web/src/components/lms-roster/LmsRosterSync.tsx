import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { formatDateTime, formatList } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { rosterSummary, type RosterSyncOutcome, skippedLines } from './roster-summary.ts';

/**
 * For a course opened from an LMS: its roster read from the LMS on demand (Names and Role
 * Provisioning), with what the last sync did. Draws nothing for a course with no LMS link.
 */
export function LmsRosterSync({ courseId }: { courseId: string }) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const links = useQuery(trpc.teacher.lti.course.queryOptions({ courseId }));
  const sync = useMutation(
    trpc.teacher.lti.syncRoster.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.teacher.lti.course.queryFilter({ courseId })),
          queryClient.invalidateQueries(trpc.teacher.courses.list.queryFilter()),
        ]),
    }),
  );
  if (!links.data || links.data.length === 0) return null;
  const canSync = links.data.some((l) => l.canSync);
  const last = sync.data?.[0] ?? links.data.find((l) => l.lastSync)?.lastSync ?? null;

  return (
    <Paper withBorder p="md" component="section" aria-label={t('teacher.lmsRoster.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h5">
              {t('teacher.lmsRoster.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('teacher.lmsRoster.linkedTo', {
                courses: formatList(
                  links.data.map((l) =>
                    t('teacher.lmsRoster.courseIn', {
                      course: l.title || t('teacher.lmsRoster.aCourse'),
                      lms: l.lmsName,
                    }),
                  ),
                ),
              })}
            </Text>
          </div>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={sync.isPending}
            disabled={!canSync}
            onClick={() => sync.mutate({ courseId })}
          >
            {t('teacher.lmsRoster.sync')}
          </Button>
        </Group>
        {!canSync && (
          <Text size="sm" c="dimmed">
            {t('teacher.lmsRoster.openFirst')}
          </Text>
        )}
        {sync.isError && (
          <Alert color="red" title={t('teacher.lmsRoster.failed')} role="alert">
            {sync.error.message}
          </Alert>
        )}
        {last && <SyncOutcome outcome={last} fresh={sync.isSuccess} />}
      </Stack>
    </Paper>
  );
}

function SyncOutcome({
  outcome,
  fresh,
}: {
  outcome: RosterSyncOutcome & { at?: string };
  fresh: boolean;
}) {
  const t = useT();
  const skipped = skippedLines(outcome);
  return (
    <Alert
      color={fresh ? 'green' : 'gray'}
      title={fresh ? t('teacher.lmsRoster.synced') : t('teacher.lmsRoster.lastSync')}
      role="status"
    >
      <Text size="sm">{rosterSummary(outcome)}</Text>
      {outcome.at && (
        <Text size="xs" c="dimmed">
          {formatDateTime(new Date(outcome.at))}
        </Text>
      )}
      {skipped.length > 0 && (
        <List size="xs" mt={4}>
          {skipped.slice(0, 20).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
