import { Paper, Stack, Tabs } from '@mantine/core';
import { IconBell, IconLanguage, IconRobot, IconSchool, IconSettings } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LanguagePanel } from '../../components/language/LanguagePanel.tsx';
import { Page } from '../../components/page/Page.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { searchEnum, searchParams } from '../../lib/search.ts';
import { AssistantSettings } from './-components/settings/AssistantSettings.tsx';
import { GeneralSettings } from './-components/settings/GeneralSettings.tsx';
import { LmsSettings } from './-components/settings/lms/LmsSettings.tsx';
import { NotificationSettings } from './-components/settings/NotificationSettings.tsx';
import { SchoolLanguageSettings } from './-components/settings/SchoolLanguageSettings.tsx';
import { SettingsSkeleton } from './-components/settings/SettingsSkeleton.tsx';

const TABS = ['general', 'notifications', 'assistant', 'lms', 'language'] as const;

export const Route = createFileRoute('/_admin/settings')({
  validateSearch: searchParams({ tab: searchEnum(TABS) }),
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.me.get.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.assistant.configuration.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.lti.settings.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.school.settings.queryOptions()),
    ]),
  pendingComponent: SettingsSkeleton,
  component: AdminSettingsPage,
});

function AdminSettingsPage() {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.me.get.queryOptions());
  const { data: assistant } = useSuspenseQuery(trpc.admin.assistant.configuration.queryOptions());
  const { data: lms } = useSuspenseQuery(trpc.admin.lti.settings.queryOptions());
  const { tab = 'general' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const t = useT();
  // The profile view may not carry a bio yet; show it when it does.
  const bio = (data.user as { bio?: string | null }).bio ?? '';

  return (
    <Page title={t('admin.settings.title')}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Tabs
          value={tab}
          onChange={(next) =>
            void navigate({
              search: { tab: TABS.find((name) => name === next && name !== 'general') },
              replace: true,
            })
          }
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="general" leftSection={<IconSettings size={16} />}>
              {t('admin.settings.generalTab')}
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
              {t('admin.settings.notificationsTab')}
            </Tabs.Tab>
            <Tabs.Tab value="assistant" leftSection={<IconRobot size={16} />}>
              {t('admin.settings.assistantTab')}
            </Tabs.Tab>
            <Tabs.Tab value="lms" leftSection={<IconSchool size={16} />}>
              {t('admin.settings.lmsTab')}
            </Tabs.Tab>
            <Tabs.Tab value="language" leftSection={<IconLanguage size={16} />}>
              {t('admin.settings.languageTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general">
            <GeneralSettings
              name={data.user.fullName}
              email={data.user.email}
              bio={bio}
              preferences={data.preferences}
            />
          </Tabs.Panel>
          <Tabs.Panel value="notifications">
            <NotificationSettings preferences={data.preferences} />
          </Tabs.Panel>
          <Tabs.Panel value="assistant">
            <AssistantSettings setup={assistant} />
          </Tabs.Panel>
          <Tabs.Panel value="lms">
            <LmsSettings settings={lms} />
          </Tabs.Panel>
          <Tabs.Panel value="language">
            <Stack gap="xl" maw={640}>
              <SchoolLanguageSettings />
              <LanguagePanel />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Page>
  );
}
