import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { CreatedToken } from './CreateApiTokenForm.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The plain token, shown once right after it is created. */
export function NewTokenNotice({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  const t = useT();
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconKey />}
      title={t('app.tokens.createdTitle', { name: token.name })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('app.tokens.copyNow')}</Text>
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
                {t(copied ? 'app.tokens.copied' : 'app.tokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('app.tokens.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
