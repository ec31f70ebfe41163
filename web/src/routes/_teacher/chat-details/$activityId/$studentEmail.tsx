import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MessageList } from '../../../../components/chat/MessageList.tsx';
import { TranscriptError } from '../../../../components/transcript/TranscriptError.tsx';
import { transcriptParams } from '../../../../components/transcript/transcript-errors.ts';
import { TranscriptPage } from '../../../../components/transcript/TranscriptPage.tsx';
import { TranscriptSkeleton } from '../../../../components/transcript/TranscriptSkeleton.tsx';
import { optionalSearchString } from '../../../../lib/search.ts';
import { FeedbackPanel } from '../../-components/transcript/FeedbackPanel.tsx';
import { useLiveTranscript } from '../../-components/transcript/use-live-transcript.ts';

export const Route = createFileRoute('/_teacher/chat-details/$activityId/$studentEmail')({
  validateSearch: z.object({ courseCode: optionalSearchString }),
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.ensureQueryData(
      trpc.teacher.transcript.queryOptions(transcriptParams(params, 'teacher')),
    ),
  pendingComponent: TranscriptSkeleton,
  errorComponent: (props) => <TranscriptError {...props} area="teacher" />,
  component: TeacherChatDetailsPage,
});

function TeacherChatDetailsPage() {
  const input = transcriptParams(Route.useParams(), 'teacher');
  const { courseCode } = Route.useSearch();
  const { transcript, state } = useLiveTranscript(input);
  const studentName = transcript.student.name;
  return (
    <TranscriptPage
      area="teacher"
      title={transcript.activity.title}
      subtitle={`${studentName} (${courseCode ?? transcript.course.courseCode})`}
      completed={state.status === 'completed'}
      empty={state.messages.length === 0 && !state.reply}
      aside={
        <FeedbackPanel
          transcript={input}
          conversationId={transcript.conversationId}
          studentName={studentName}
          submitted={state.status === 'completed'}
          feedback={transcript.feedback}
        />
      }
    >
      <MessageList messages={state.messages} reply={state.reply} studentName={studentName} />
    </TranscriptPage>
  );
}
