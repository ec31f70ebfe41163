import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '~/lib/trpc.ts';
import type { LtiSettings } from './lms-types.ts';
import { CopyField } from './CopyField.tsx';

/** What an admin copies into the LMS: the tool's URLs, or a dynamic registration link. */
export function ToolUrls({ tool }: { tool: LtiSettings['tool'] }) {
  const trpc = useTRPC();
  const link = useMutation(trpc.admin.lti.registrationLink.mutationOptions());
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        This tool
      </Title>
      <CopyField label="Public keyset URL (JWKS)" value={tool.jwksUrl} />
      <CopyField label="Login initiation URL" value={tool.loginUrl} />
      <CopyField label="Launch URL" value={tool.launchUrl} />
      <CopyField label="Redirect URIs" value={tool.redirectUris.join('\n')} />
      <CopyField label="Domain" value={tool.domain} />
      <Title order={3} size="h4" mt="md">
        Dynamic registration
      </Title>
      <Text size="sm">
        An LMS that supports LTI Dynamic Registration (Moodle 4.1+, Canvas) registers TeachChat from
        one link. It works for one hour.
      </Text>
      {link.data ? (
        <CopyField label="Registration URL" value={link.data.url} />
      ) : (
        <Button
          variant="light"
          onClick={() => link.mutate()}
          loading={link.isPending}
          w="fit-content"
        >
          Create registration link
        </Button>
      )}
    </Stack>
  );
}
