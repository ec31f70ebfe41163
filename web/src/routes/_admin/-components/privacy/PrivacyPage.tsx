import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadDataButton } from '../../../../components/privacy/DownloadDataButton.tsx';
import { Page } from '../../../../components/page/Page.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { EraseModal } from './EraseModal.tsx';
import { RetentionPanel } from './RetentionPanel.tsx';
import { useState } from 'react';

interface PrivacyPageProps {
  personId: string | undefined;
  onPick: (personId: string | undefined) => void;
}

/** Admin → Data Rights: one person's data as a ZIP, their erasure, and the school's rule. */
export function PrivacyPage({ personId, onPick }: PrivacyPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [erasing, setErasing] = useState(false);
  const people = useQuery(trpc.admin.submissions.filters.queryOptions());
  const settings = useQuery(trpc.admin.privacy.settings.queryOptions());
  const save = useMutation(
    trpc.admin.privacy.saveSettings.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.admin.privacy.settings.queryFilter()),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    }),
  );
  const options = [
    { group: 'Students', items: people.data?.students ?? [] },
    { group: 'Teachers', items: people.data?.teachers ?? [] },
  ].map(({ group, items }) => ({
    group,
    items: items.map((p) => ({ value: p.id, label: p.name })),
  }));
  const picked = [...(people.data?.students ?? []), ...(people.data?.teachers ?? [])].find(
    (p) => p.id === personId,
  );

  return (
    <Page title="Data Rights">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Select
            label="Person"
            placeholder="Search by name"
            searchable
            clearable
            data={options}
            value={personId ?? null}
            onChange={(id) => onPick(id ?? undefined)}
            maw={420}
          />
          {picked && personId && (
            <Group gap="sm">
              <DownloadDataButton
                href={`/api/admin/people/${personId}/export`}
                label={`Download ${picked.name}'s data`}
              />
              <Button color="red" variant="light" onClick={() => setErasing(true)}>
                Erase {picked.name}…
              </Button>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            The download is a ZIP of JSON and CSV files with everything TeachChat holds about the
            person. Downloads and erasures are recorded in the audit trail.
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            When a student is erased
          </Title>
          <Switch
            label="Keep teachers' records, anonymised"
            description="Their conversations, questions and feedback stay under an anonymous name, for the teacher's records, without the student's own words. Off: they go with the account."
            checked={settings.data?.erasureKeepsTeacherRecords ?? false}
            disabled={!settings.data || save.isPending}
            onChange={(e) => save.mutate({ erasureKeepsTeacherRecords: e.currentTarget.checked })}
          />
        </Stack>
      </Paper>
      {settings.isError && <Alert color="red">{errorMessage(settings.error)}</Alert>}
      <RetentionPanel />
      <EraseModal
        personId={erasing ? (personId ?? null) : null}
        onClose={() => setErasing(false)}
        onErased={() => onPick(undefined)}
      />
    </Page>
  );
}
