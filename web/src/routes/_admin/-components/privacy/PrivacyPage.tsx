import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadDataButton } from '~/components/privacy/DownloadDataButton.tsx';
import { Page } from '~/components/page/Page.tsx';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
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
  const t = useT();
  const queryClient = useQueryClient();
  const [erasing, setErasing] = useState(false);
  const people = useQuery(trpc.admin.submissions.filters.queryOptions());
  const settings = useQuery(trpc.admin.privacy.settings.queryOptions());
  const save = useMutation(
    trpc.admin.privacy.saveSettings.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.admin.privacy.settings.queryFilter()),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('admin.privacy.error'),
          message: errorMessage(error),
        }),
    }),
  );
  const options = [
    { group: t('admin.privacy.students'), items: people.data?.students ?? [] },
    { group: t('admin.privacy.teachers'), items: people.data?.teachers ?? [] },
  ].map(({ group, items }) => ({
    group,
    items: items.map((p) => ({ value: p.id, label: p.name })),
  }));
  const picked = [...(people.data?.students ?? []), ...(people.data?.teachers ?? [])].find(
    (p) => p.id === personId,
  );

  return (
    <Page title={t('admin.privacy.title')}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Select
            label={t('admin.privacy.person')}
            placeholder={t('admin.privacy.searchByName')}
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
                label={t('admin.privacy.downloadOf', { name: picked.name })}
              />
              <Button color="red" variant="light" onClick={() => setErasing(true)}>
                {t('admin.privacy.eraseOf', { name: picked.name })}
              </Button>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t('admin.privacy.downloadHint')}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('admin.privacy.whenErased')}
          </Title>
          <Switch
            label={t('admin.privacy.keepRecords')}
            description={t('admin.privacy.keepRecordsHint')}
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
