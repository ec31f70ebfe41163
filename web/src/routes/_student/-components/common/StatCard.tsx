import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface StatCardProps {
  label: string;
  value: string;
  hint?: string;
  icon: Icon;
  color: string;
}

export function StatCard({ label, value, hint, icon: StatIcon, color }: StatCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={{ base: 22, xl: 26 }} fw={700} lh={1.3} mt={4} style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={42} radius="md" aria-hidden>
          <StatIcon size={22} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
