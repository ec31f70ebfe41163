import { Badge } from '@mantine/core';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';

const STATUS = {
  Active: 'admin.courses.statusActive',
  Inactive: 'admin.courses.statusInactive',
} satisfies Record<'Active' | 'Inactive', MessageKey>;

export function CourseStatusBadge({ status }: { status: 'Active' | 'Inactive' }) {
  const t = useT();
  return (
    // Never narrower than its word: in a squeezed table column Mantine's badge would cut
    // the status to "ACTI…".
    <Badge variant="light" color={status === 'Active' ? 'green' : 'gray'} miw="max-content">
      {t(STATUS[status])}
    </Badge>
  );
}
