import { Code, Modal, Stack, Text } from '@mantine/core';
import { LIMITS } from '@teachchat/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { ApiTokenList } from './ApiTokenList.tsx';
import { CreateApiTokenForm, type CreatedToken } from './CreateApiTokenForm.tsx';
import { NewTokenNotice } from './NewTokenNotice.tsx';

interface ApiTokensModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Personal API tokens for scripts: list, create (shown once) and revoke. */
export function ApiTokensModal({ opened, onClose }: ApiTokensModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="API tokens" size="lg" centered>
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
        Scripts can call TeachChat as you with a personal token sent as{' '}
        <Code>Authorization: Bearer &lt;token&gt;</Code>. Revoke a token as soon as it is no longer
        needed.
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
