import { Badge, type BadgeProps } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

/** The green 'Completed' badge shown next to an activity that was submitted. */
export function CompletedBadge({ size }: { size?: BadgeProps['size'] }) {
  const t = useT();
  return (
    <Badge size={size} color="green" variant="light" style={{ flexShrink: 0 }}>
      {t('app.status.completed')}
    </Badge>
  );
}
