import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CorrectionNote } from '~/components/chat/CorrectionNote.tsx';
import { MessageList } from '~/components/chat/MessageList.tsx';
import { FeedbackCard } from '~/components/feedback/FeedbackCard.tsx';
import { TranscriptError } from '~/components/transcript/TranscriptError.tsx';
import { loadTranscriptParams } from '~/components/transcript/load-transcript-params.ts';
import { transcriptParams } from '~/components/transcript/transcript-params.ts';
import { TranscriptPage } from '~/components/transcript/TranscriptPage.tsx';
import { TranscriptSkeleton } from '~/components/transcript/TranscriptSkeleton.tsx';
import { useT } from '~/i18n/use-t.ts';
import { searchParams, searchString } from '~/lib/search.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { AdminTranscriptSubtitle } from '~/routes/_admin/-components/transcript/AdminTranscriptSubtitle.tsx';

export const Route = createFileRoute('/_admin/admin/chat-details/$activityId/$studentEmail')({
  validateSearch: searchParams({ courseCode: searchString }),
  // Activity, student, teacher and messages come in one call.
  loader: async ({ context: { queryClient, trpc }, params }) =>
    queryClient.ensureQueryData(
      trpc.admin.transcript.queryOptions(await loadTranscriptParams(params, 'admin')),
    ),
  pendingComponent: TranscriptSkeleton,
  errorComponent: (props) => <TranscriptError {...props} area="admin" />,
  component: AdminChatDetailsPage,
});

function AdminChatDetailsPage() {
  const t = useT();
  const trpc = useTRPC();
  const input = transcriptParams(Route.useParams(), 'admin');
  const { courseCode } = Route.useSearch();
  const { data } = useSuspenseQuery(trpc.admin.transcript.queryOptions(input));
  const { activity, course, teacher, student, submittedAt, messages, feedback } = data;
  const corrections = new Map(data.corrections.map((c) => [c.messageId, c]));
  return (
    <TranscriptPage
      area="admin"
      title={activity.title}
      subtitle={
        <AdminTranscriptSubtitle
          student={student.name}
          course={course.title}
          code={courseCode ?? course.courseCode}
          teacher={teacher.name}
          submittedAt={submittedAt}
        />
      }
      completed={data.completed}
      empty={messages.length === 0}
      footer={feedback && <FeedbackCard {...feedback} maxHeight="35%" />}
    >
      <MessageList
        messages={messages}
        studentName={student.name}
        belowMessage={(message) => {
          const correction = corrections.get(message.id);
          return (
            correction && (
              <CorrectionNote correction={correction} title={t('admin.transcript.correction')} />
            )
          );
        }}
      />
    </TranscriptPage>
  );
}
