import { Text } from '@mantine/core';
import {
  StatCard as SharedStatCard,
  type StatCardProps as SharedStatCardProps,
} from '../../../../components/stat-card/StatCard.tsx';

interface StatCardProps extends Omit<SharedStatCardProps, 'children'> {
  value: string;
}

export function StatCard({ value, ...card }: StatCardProps) {
  return (
    <SharedStatCard {...card}>
      <Text fz={{ base: 22, xl: 26 }} fw={700} lh={1.3} mt={4} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </SharedStatCard>
  );
}
