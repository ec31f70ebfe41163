import { Box, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './AdminTable.module.css';
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
  /** Up to eight: the card view of a phone names the first eight cells of a row. */
  columns: (string | AdminColumn)[];
  /** Below this width a desktop table scrolls sideways instead of squeezing. */
  minWidth?: number;
  children: ReactNode;
}

/**
 * An admin list: bordered, tighter in Compact Mode, and on a phone one card per row with
 * each cell named, so every action is on screen without scrolling sideways.
 */
export function AdminTable({ label, columns, minWidth = 640, children }: AdminTableProps) {
  const { compactMode } = useAdminPreferences();
  const named = columns.map((column) => (typeof column === 'string' ? { label: column } : column));
  const style = Object.fromEntries([
    ['--admin-table-min-width', `${minWidth}px`],
    // A CSS string: the card view shows it with `content`.
    ...named.map((column, index) => [`--admin-column-${index + 1}`, JSON.stringify(column.label)]),
  ]) as CSSProperties;

  return (
    <Box className={classes.scroll}>
      <Table
        aria-label={label}
        className={classes.table}
        style={style}
        data-compact={compactMode || undefined}
        verticalSpacing={compactMode ? 'xs' : 'sm'}
        horizontalSpacing={compactMode ? 'sm' : 'md'}
        fz={compactMode ? 'xs' : 'sm'}
        highlightOnHover
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            {named.map(({ label, header, sort }) => (
              <Table.Th key={label} aria-sort={sort}>
                {header ?? label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Box>
  );
}
