import { Stack, Text, Title } from '@mantine/core';
import { useT } from '~/i18n/use-t.ts';
import { ManualRegistrationForm } from './ManualRegistrationForm.tsx';
import { PlatformCard } from './PlatformCard.tsx';
import type { LtiSettings } from './lms-types.ts';
import { ToolUrls } from './ToolUrls.tsx';

/** Settings → LMS: connecting TeachChat to LMS platforms over LTI 1.3. */
export function LmsSettings({ settings }: { settings: LtiSettings }) {
  const t = useT();
  return (
    <Stack gap="lg">
      <ToolUrls tool={settings.tool} />
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('admin.settings.lms.platforms')}
        </Title>
        {settings.platforms.length === 0 ? (
          <Text size="sm">{t('admin.settings.lms.noPlatforms')}</Text>
        ) : (
          settings.platforms.map((p) => <PlatformCard key={p.id} platform={p} />)
        )}
      </Stack>
      <ManualRegistrationForm />
    </Stack>
  );
}
