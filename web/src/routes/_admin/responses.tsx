import { createFileRoute, redirect } from '@tanstack/react-router';

// /responses has no screen of its own; it is the admin's submissions list
// (docs/product.md#responses-redirect).
export const Route = createFileRoute('/_admin/responses')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/student_responses', replace: true });
  },
});
