import { createFileRoute } from '@tanstack/react-router';
import { searchParams, searchUuid } from '~/lib/search.ts';
import { PrivacyPage } from '../-components/privacy/PrivacyPage.tsx';

export const Route = createFileRoute('/_admin/admin/privacy')({
  validateSearch: searchParams({ person: searchUuid }),
  // Not awaited: the page shows the settings' failure in place and its filters as they arrive.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.submissions.filters.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.privacy.settings.queryOptions());
  },
  component: PrivacyRoute,
});

function PrivacyRoute() {
  const { person } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PrivacyPage
      personId={person}
      onPick={(next) => void navigate({ search: { person: next }, replace: true })}
    />
  );
}
