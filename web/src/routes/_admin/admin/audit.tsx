import { createFileRoute } from '@tanstack/react-router';
import { searchPage, searchParams, searchString, searchUuid } from '~/lib/search.ts';
import { AuditPage } from '../-components/audit/AuditPage.tsx';
import { auditQueryInput } from '../-components/audit/audit-search.ts';

export const Route = createFileRoute('/_admin/admin/audit')({
  validateSearch: searchParams({
    who: searchUuid,
    action: searchString,
    from: searchString,
    to: searchString,
    page: searchPage,
  }),
  loaderDeps: ({ search }) => search,
  // Not awaited, as on every admin list: a failure shows in the table.
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(trpc.admin.audit.actors.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.audit.list.queryOptions(auditQueryInput(deps)));
  },
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditPage
      search={search}
      onChange={(next) =>
        void navigate({
          search: (prev) => ({ ...prev, ...next, page: 'page' in next ? next.page : undefined }),
          replace: !('page' in next),
          resetScroll: false,
        })
      }
    />
  );
}
