import { Skeleton, Text } from '@mantine/core';
import {
  StatCard as SharedStatCard,
  type StatCardProps as SharedStatCardProps,
} from '../../../../components/stat-card/StatCard.tsx';

interface StatCardProps extends Omit<SharedStatCardProps, 'children'> {
  /** Undefined while loading; null when it could not be loaded. */
  value: number | null | undefined;
}

const number = new Intl.NumberFormat('en-US');

export function StatCard({ value, ...card }: StatCardProps) {
  return (
    <SharedStatCard {...card}>
      {value === undefined ? (
        <Skeleton h={28} w={64} mt={6} />
      ) : (
        <Text fz={{ base: 24, xl: 28 }} fw={700} lh={1.3} mt={4} data-stat-value>
          {value === null ? '—' : number.format(value)}
        </Text>
      )}
    </SharedStatCard>
  );
}
