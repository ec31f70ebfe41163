import { Alert, Button, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatDate, timeAgo } from '../../lib/format.ts';
import { errorMessage } from '../../lib/errors.ts';
import { RevokeTokenButton } from './RevokeTokenButton.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface TokenRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface ApiTokenListProps {
  tokens: TokenRow[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

export function ApiTokenList({ tokens, isPending, error, onRetry }: ApiTokenListProps) {
  const t = useT();
  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle />}
        title={t('app.tokens.notLoaded')}
      >
        <Text size="sm" mb="xs">
          {errorMessage(error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('app.tokens.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!isPending && tokens?.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t('app.tokens.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('app.tokens.name')}</Table.Th>
            <Table.Th>{t('app.tokens.created')}</Table.Th>
            <Table.Th>{t('app.tokens.lastUsed')}</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>{t('app.tokens.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isPending || !tokens
            ? [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  {[0, 1, 2, 3].map((cell) => (
                    <Table.Td key={cell}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : tokens.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td fw={500}>{token.name}</Table.Td>
                  <Table.Td>{formatDate(token.createdAt)}</Table.Td>
                  <Table.Td c={token.lastUsedAt ? undefined : 'dimmed'}>
                    {token.lastUsedAt ? timeAgo(token.lastUsedAt) : t('app.tokens.never')}
                  </Table.Td>
                  <Table.Td ta="right">
                    <RevokeTokenButton id={token.id} name={token.name} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
