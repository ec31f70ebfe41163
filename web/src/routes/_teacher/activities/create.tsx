import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Page } from '../../../components/page/Page.tsx';
import { optionalSearchString } from '../../../lib/search.ts';

export const Route = createFileRoute('/_teacher/activities/create')({
  // Set by a course card's "New Activity" link to preselect that course.
  validateSearch: z.object({ courseId: optionalSearchString }),
  component: CreateActivityPage,
});

function CreateActivityPage() {
  return <Page title="Create a New Activity" />;
}
