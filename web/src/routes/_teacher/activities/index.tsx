import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Page } from '../../../components/page/Page.tsx';
import { ButtonLink } from '../../../components/router-links/router-links.tsx';
import { optionalSearchString } from '../../../lib/search.ts';

export const Route = createFileRoute('/_teacher/activities/')({
  // `search` is set by the teacher top bar's search box.
  validateSearch: z.object({ search: optionalSearchString }),
  component: ActivitiesPage,
});

function ActivitiesPage() {
  return (
    <Page
      title="Activities"
      actions={
        <ButtonLink to="/activities/create" leftSection={<IconPlus size={16} />}>
          Create Activity
        </ButtonLink>
      }
    />
  );
}
