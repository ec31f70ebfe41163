import { createFileRoute } from '@tanstack/react-router';
import { RoleLayout } from '../components/role-layout/RoleLayout.tsx';
import { prefetchLayoutData } from '../components/role-layout/prefetch-layout-data.ts';
import { requireRole } from '../lib/guard.ts';

export const Route = createFileRoute('/_student')({
  beforeLoad: requireRole('student'),
  loader: ({ context }) => prefetchLayoutData(context),
  component: StudentLayout,
});

function StudentLayout() {
  return <RoleLayout role="student" />;
}
