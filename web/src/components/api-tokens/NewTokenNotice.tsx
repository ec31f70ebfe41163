import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { CreatedToken } from './CreateApiTokenForm.tsx';

/** The plain token, shown once right after it is created. */
export function NewTokenNotice({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  return (
    <Alert color="green" variant="light" icon={<IconKey />} title={`Token “${token.name}” created`}>
      <Stack gap="sm">
        <Text size="sm">Copy this token now. You won't be able to see it again.</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {token.token}
        </Code>
        <Group justify="flex-end" gap="xs">
          <CopyButton value={token.token}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
