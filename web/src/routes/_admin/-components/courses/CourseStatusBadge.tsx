import { Badge } from '@mantine/core';

export function CourseStatusBadge({ status }: { status: 'Active' | 'Inactive' }) {
  return (
    // Never narrower than its word: in a squeezed table column Mantine's badge would cut
    // the status to "ACTI…".
    <Badge variant="light" color={status === 'Active' ? 'green' : 'gray'} miw="max-content">
      {status}
    </Badge>
  );
}
