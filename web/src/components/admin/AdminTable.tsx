import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminPreferences } from './use-admin-preferences.ts';

export interface AdminColumn {
  label: string;
  /** Header content other than the label (a sort button). */
  header?: ReactNode;
  sort?: 'ascending' | 'descending';
}

interface AdminTableProps {
  /** Names the table for assistive technology ('Courses', 'Teachers'). */
  label: string;
  columns: (string | AdminColumn)[];
  /** Below this width the table scrolls sideways instead of squeezing (phones). */
  minWidth?: number;
  children: ReactNode;
}

/** An admin list: bordered, scrolls sideways on small screens, tighter in Compact Mode. */
export function AdminTable({ label, columns, minWidth = 640, children }: AdminTableProps) {
  const { compactMode } = useAdminPreferences();
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        aria-label={label}
        data-compact={compactMode || undefined}
        verticalSpacing={compactMode ? 'xs' : 'sm'}
        horizontalSpacing={compactMode ? 'sm' : 'md'}
        fz={compactMode ? 'xs' : 'sm'}
        highlightOnHover
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const { label, header, sort } =
                typeof column === 'string' ? { label: column } : column;
              return (
                <Table.Th key={label} aria-sort={sort}>
                  {header ?? label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
