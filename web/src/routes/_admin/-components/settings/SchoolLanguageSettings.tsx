import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LOCALE_NAMES, LOCALES, type Locale, isLocale } from '@teachchat/shared';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';

/**
 * Settings → Language: the school's default language, which everyone who has chosen none
 * reads, and its time zone (set on the server, shown here).
 */
export function SchoolLanguageSettings() {
  const trpc = useTRPC();
  const { data: settings } = useSuspenseQuery(trpc.admin.school.settings.queryOptions());
  return <SchoolLanguageForm saved={settings.defaultLocale} timeZone={settings.timeZone} />;
}

function SchoolLanguageForm({ saved, timeZone }: { saved: Locale; timeZone: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT();
  const [locale, setLocale] = useState(saved);
  const save = useMutation(
    trpc.admin.school.saveSettings.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.admin.school.settings.queryKey(), next);
        // Everyone following the school reads the new language, the admin too if they do.
        void queryClient.invalidateQueries(trpc.public.session.queryFilter());
        notifications.show({ color: 'green', message: t('admin.school.saved') });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('admin.school.notSaved'),
          message: errorMessage(error),
        }),
    }),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ defaultLocale: locale });
      }}
    >
      <Stack gap="md" maw={640}>
        <Title order={3} size="h4">
          {t('admin.school.title')}
        </Title>
        <Select
          label={t('admin.school.label')}
          description={t('admin.school.hint')}
          data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
          value={locale}
          onChange={(value) => {
            if (isLocale(value)) setLocale(value);
          }}
          allowDeselect={false}
        />
        <TextInput
          label={t('admin.school.timeZone')}
          description={t('admin.school.timeZoneHint')}
          value={timeZone}
          readOnly
          variant="filled"
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={locale === saved}>
            {t('admin.school.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
