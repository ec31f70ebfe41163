import { Skeleton, Table, Text } from '@mantine/core';
import { LIMITS } from '@teachchat/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '~/lib/errors.ts';

/** The tables' loading placeholder: five skeleton rows (docs/product.md#business-constants). */
export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: LIMITS.skeletonRows }, (_, row) => (
    <Table.Tr key={row} aria-hidden data-skeleton-row>
      {Array.from({ length: columns }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton h={16} my={4} w={cell === 0 ? '70%' : '55%'} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

interface MessageRowProps {
  columns: number;
  children: ReactNode;
  /** An error row is red and announced. */
  error?: boolean;
}

/** One full-width row saying that the table is empty, or why it could not load. */
export function MessageRow({ columns, children, error = false }: MessageRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text
          ta="center"
          py="lg"
          size="sm"
          c={error ? 'red' : 'dimmed'}
          role={error ? 'alert' : undefined}
        >
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

interface QueryRowsProps<T> {
  /** What a query holds: its rows once they arrive, and why it failed. */
  query: { data: readonly T[] | undefined; error: unknown };
  columns: number;
  /** What the table says when the query found nothing. */
  empty: ReactNode;
  children: (rows: readonly T[]) => ReactNode;
}

/** A table's body for a query: skeleton rows while it loads, why it failed, `empty` when it
 * found nothing, else its rows. */
export function QueryRows<T>({ query, columns, empty, children }: QueryRowsProps<T>) {
  if (query.data === undefined)
    return query.error ? (
      <MessageRow columns={columns} error>
        {errorMessage(query.error)}
      </MessageRow>
    ) : (
      <SkeletonRows columns={columns} />
    );
  if (query.data.length === 0) return <MessageRow columns={columns}>{empty}</MessageRow>;
  return children(query.data);
}
