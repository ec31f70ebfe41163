import { Skeleton, Table } from '@mantine/core';
import { LIMITS } from '@teachchat/shared';

/**
 * The tables' loading placeholder: five rows of skeleton cells
 * (docs/product.md#business-constants).
 */
export function TableSkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: LIMITS.skeletonRows }, (_, row) => (
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton h={18} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** One full-width row holding a message: loading text, an empty state or an error. */
export function TableMessageRow({ columns, children }: { columns: number; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} ta="center" py="xl" c="dimmed">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
