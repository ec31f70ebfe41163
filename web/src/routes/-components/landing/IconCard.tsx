import { Card, Text, ThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A card with an icon, a title and one sentence (the About and Features grids). */
export function IconCard(props: {
  icon: Icon;
  title: string;
  text: string;
  iconProps?: ThemeIconProps;
}) {
  return (
    <Card withBorder padding="lg" shadow="xs">
      <ThemeIcon size={44} radius="md" variant="light" {...props.iconProps}>
        <props.icon size={24} />
      </ThemeIcon>
      <Text fw={700} mt="md">
        {props.title}
      </Text>
      <Text size="sm" c="dimmed" mt={6}>
        {props.text}
      </Text>
    </Card>
  );
}
