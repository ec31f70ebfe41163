import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Page } from '../../../../../components/page/Page.tsx';
import { optionalSearchString } from '../../../../../lib/search.ts';

export const Route = createFileRoute('/_admin/admin/chat-details/$activityId/$studentEmail')({
  validateSearch: z.object({ courseCode: optionalSearchString }),
  component: AdminChatDetailsPage,
});

function AdminChatDetailsPage() {
  return <Page title="Chat Details" />;
}
