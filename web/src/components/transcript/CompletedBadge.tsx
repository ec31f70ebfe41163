import { Badge, type BadgeProps } from '@mantine/core';

/** The green 'Completed' badge shown next to an activity that was submitted. */
export function CompletedBadge({ size }: { size?: BadgeProps['size'] }) {
  return (
    <Badge size={size} color="green" variant="light" style={{ flexShrink: 0 }}>
      Completed
    </Badge>
  );
}
