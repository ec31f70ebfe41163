import { Code, Modal, Stack, Text } from '@mantine/core';
import { LIMITS } from '@teachchat/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { ApiTokenList } from './ApiTokenList.tsx';
import { CreateApiTokenForm, type CreatedToken } from './CreateApiTokenForm.tsx';
import { NewTokenNotice } from './NewTokenNotice.tsx';
import { useT } from '../../i18n/use-t.ts';
import { T } from '../../i18n/T.tsx';

interface ApiTokensModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Personal API tokens for scripts: list, create (shown once) and revoke. */
export function ApiTokensModal({ opened, onClose }: ApiTokensModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('app.tokens.title')} size="lg" centered>
      <ApiTokensPanel />
    </Modal>
  );
}

function ApiTokensPanel() {
  const trpc = useTRPC();
  const tokens = useQuery(trpc.me.tokens.list.queryOptions());
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const atLimit = (tokens.data?.length ?? 0) >= LIMITS.maxTokensPerUser;

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        <T
          id="app.tokens.intro"
          values={{ header: 'Authorization: Bearer <token>' }}
          components={{ 0: <Code /> }}
        />
      </Text>
      {created ? (
        <NewTokenNotice token={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiTokenForm onCreated={setCreated} atLimit={atLimit} />
      )}
      <ApiTokenList
        tokens={tokens.data}
        isPending={tokens.isPending}
        error={tokens.error}
        onRetry={() => void tokens.refetch()}
      />
    </Stack>
  );
}
