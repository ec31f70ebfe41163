import { createFileRoute } from '@tanstack/react-router';
import { RoleLayout } from '../components/role-layout/RoleLayout.tsx';
import { prefetchLayoutData } from '../components/role-layout/prefetch-layout-data.ts';
import { requireRole } from '../lib/guard.ts';

export const Route = createFileRoute('/_teacher')({
  beforeLoad: requireRole('teacher'),
  loader: ({ context }) => prefetchLayoutData(context),
  component: TeacherLayout,
});

function TeacherLayout() {
  return <RoleLayout role="teacher" />;
}
