import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { LtiSettings } from './lms-types.ts';
import { CopyField } from './CopyField.tsx';

/** What an admin copies into the LMS: the tool's URLs, or a dynamic registration link. */
export function ToolUrls({ tool }: { tool: LtiSettings['tool'] }) {
  const trpc = useTRPC();
  const t = useT();
  const link = useMutation(trpc.admin.lti.registrationLink.mutationOptions());
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('admin.settings.lms.thisTool')}
      </Title>
      <CopyField label={t('admin.settings.lms.toolJwksUrl')} value={tool.jwksUrl} />
      <CopyField label={t('admin.settings.lms.loginUrl')} value={tool.loginUrl} />
      <CopyField label={t('admin.settings.lms.launchUrl')} value={tool.launchUrl} />
      <CopyField
        label={t('admin.settings.lms.redirectUris')}
        value={tool.redirectUris.join('\n')}
      />
      <CopyField label={t('admin.settings.lms.domain')} value={tool.domain} />
      <Title order={3} size="h4" mt="md">
        {t('admin.settings.lms.dynamicRegistration')}
      </Title>
      <Text size="sm">{t('admin.settings.lms.dynamicRegistrationHint')}</Text>
      {link.data ? (
        <CopyField label={t('admin.settings.lms.registrationUrl')} value={link.data.url} />
      ) : (
        <Button
          variant="light"
          onClick={() => link.mutate()}
          loading={link.isPending}
          w="fit-content"
        >
          {t('admin.settings.lms.createRegistrationLink')}
        </Button>
      )}
    </Stack>
  );
}
