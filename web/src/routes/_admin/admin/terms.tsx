import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../-components/terms/TermsPage.tsx';

export const Route = createFileRoute('/_admin/admin/terms')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.terms.list.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.terms.courses.queryOptions());
  },
  component: TermsPage,
});
