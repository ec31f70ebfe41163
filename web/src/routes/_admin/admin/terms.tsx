import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../-components/terms/TermsPage.tsx';

export const Route = createFileRoute('/_admin/admin/terms')({
  // Not awaited: the form is usable at once; the lists fill in as they arrive.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.terms.list.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.terms.courses.queryOptions());
  },
  component: TermsPage,
});
