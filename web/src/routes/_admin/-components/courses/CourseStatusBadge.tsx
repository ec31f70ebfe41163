import { Badge } from '@mantine/core';

export function CourseStatusBadge({ status }: { status: 'Active' | 'Inactive' }) {
  return (
    <Badge variant="light" color={status === 'Active' ? 'green' : 'gray'}>
      {status}
    </Badge>
  );
}
