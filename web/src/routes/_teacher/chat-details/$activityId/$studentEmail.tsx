import { createFileRoute } from '@tanstack/react-router';
import { correctionOf } from '~/components/chat/corrections.ts';
import { MessageList } from '~/components/chat/MessageList.tsx';
import { TranscriptError } from '~/components/transcript/TranscriptError.tsx';
import { loadTranscriptParams } from '~/components/transcript/load-transcript-params.ts';
import { transcriptParams } from '~/components/transcript/transcript-params.ts';
import { TranscriptPage } from '~/components/transcript/TranscriptPage.tsx';
import { TranscriptSkeleton } from '~/components/transcript/TranscriptSkeleton.tsx';
import { useT } from '~/i18n/use-t.ts';
import { searchParams, searchString } from '~/lib/search.ts';
import { CorrectionEditor } from '../../-components/transcript/CorrectionEditor.tsx';
import { FeedbackPanel } from '../../-components/transcript/FeedbackPanel.tsx';
import { isPseudonym, RevealName } from '../../-components/transcript/RevealName.tsx';
import { useLiveTranscript } from '../../-components/transcript/use-live-transcript.ts';

export const Route = createFileRoute('/_teacher/chat-details/$activityId/$studentEmail')({
  validateSearch: searchParams({ courseCode: searchString }),
  loader: async ({ context: { queryClient, trpc }, params }) =>
    queryClient.ensureQueryData(
      trpc.teacher.transcript.queryOptions(await loadTranscriptParams(params, 'teacher')),
    ),
  pendingComponent: TranscriptSkeleton,
  errorComponent: (props) => <TranscriptError {...props} area="teacher" />,
  component: TeacherChatDetailsPage,
});

function TeacherChatDetailsPage() {
  const t = useT();
  const input = transcriptParams(Route.useParams(), 'teacher');
  const { courseCode } = Route.useSearch();
  const { transcript, state, dispatch } = useLiveTranscript(input);
  const studentName = transcript.student.name;
  return (
    <TranscriptPage
      area="teacher"
      title={transcript.activity.title}
      subtitle={t('teacher.transcript.subtitle', {
        student: studentName,
        code: courseCode ?? transcript.course.courseCode,
      })}
      completed={state.status === 'completed'}
      empty={state.messages.length === 0 && !state.reply}
      aside={
        <>
          <FeedbackPanel
            transcript={input}
            conversationId={transcript.conversationId}
            studentName={studentName}
            submitted={state.status === 'completed'}
            feedback={transcript.feedback}
          />
          {isPseudonym(transcript.student.email) && (
            <RevealName
              activityId={transcript.activity.id}
              studentEmail={transcript.student.email}
            />
          )}
        </>
      }
    >
      <MessageList
        messages={state.messages}
        reply={state.reply}
        studentName={studentName}
        belowMessage={(message) =>
          message.sender === 'assistant' && (
            <CorrectionEditor
              messageId={message.id}
              activityId={transcript.activity.id}
              correction={correctionOf(state.corrections, message.id)}
              onSaved={(correction, at) =>
                dispatch({ type: 'correction', messageId: message.id, correction, at })
              }
            />
          )
        }
      />
    </TranscriptPage>
  );
}
