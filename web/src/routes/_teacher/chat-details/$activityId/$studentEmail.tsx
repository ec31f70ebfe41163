import { Box, Flex, Stack } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { correctionOf } from '../../../../components/chat/corrections.ts';
import { MessageList } from '../../../../components/chat/MessageList.tsx';
import { TranscriptSkeleton } from '../../../../components/transcript/TranscriptSkeleton.tsx';
import { optionalSearchString } from '../../../../lib/search.ts';
import { EmptyMessage } from '../../-components/common/EmptyMessage.tsx';
import {
  TranscriptLoadError,
  transcriptErrorMessage,
  transcriptParams,
} from '../../-components/transcript/transcript-error.ts';
import { CorrectionEditor } from '../../-components/transcript/CorrectionEditor.tsx';
import { FeedbackPanel } from '../../-components/transcript/FeedbackPanel.tsx';
import { questionsAnswered } from '../../-components/transcript/questions-answered.ts';
import { TranscriptError } from '../../-components/transcript/TranscriptError.tsx';
import { TranscriptHeader } from '../../-components/transcript/TranscriptHeader.tsx';
import { useLiveTranscript } from '../../-components/transcript/use-live-transcript.ts';

export const Route = createFileRoute('/_teacher/chat-details/$activityId/$studentEmail')({
  validateSearch: z.object({ courseCode: optionalSearchString }),
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const input = transcriptParams(params.activityId, params.studentEmail);
    try {
      await queryClient.ensureQueryData(trpc.teacher.transcript.queryOptions(input));
    } catch (error) {
      throw new TranscriptLoadError(transcriptErrorMessage(error), error);
    }
  },
  pendingComponent: TranscriptSkeleton,
  errorComponent: TranscriptError,
  component: TeacherChatDetailsPage,
});

function TeacherChatDetailsPage() {
  const params = Route.useParams();
  const { courseCode } = Route.useSearch();
  const input = transcriptParams(params.activityId, params.studentEmail);
  const { transcript, state, dispatch } = useLiveTranscript(input);
  const empty = state.messages.length === 0 && !state.reply;
  const questions = questionsAnswered(state.messages);

  return (
    <Stack
      gap="sm"
      h="calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))"
      mih={420}
    >
      <TranscriptHeader
        activityTitle={transcript.activity.title}
        studentName={transcript.student.name}
        courseCode={courseCode ?? transcript.course.courseCode}
        completed={state.status === 'completed'}
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="sm" style={{ flex: 1, minHeight: 0 }}>
        {empty ? (
          <Box style={{ flex: 1 }}>
            <EmptyMessage title="No messages found for this chat." icon={IconMessageOff} />
          </Box>
        ) : (
          <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            <MessageList
              messages={state.messages}
              reply={state.reply}
              studentName={transcript.student.name}
              belowMessage={(message) =>
                message.sender === 'assistant' && (
                  <CorrectionEditor
                    messageId={message.id}
                    activityId={transcript.activity.id}
                    question={questions.get(message.id) ?? ''}
                    correction={correctionOf(state.corrections, message.id)}
                    onSaved={(correction, at) =>
                      dispatch({ type: 'correction', messageId: message.id, correction, at })
                    }
                  />
                )
              }
            />
          </Box>
        )}
        <Box
          w={{ md: 360 }}
          mah={{ base: '45%', md: '100%' }}
          style={{ overflowY: 'auto', flexShrink: 0 }}
        >
          <FeedbackPanel
            transcript={input}
            conversationId={transcript.conversationId}
            studentName={transcript.student.name}
            submitted={state.status === 'completed'}
            feedback={transcript.feedback}
          />
        </Box>
      </Flex>
    </Stack>
  );
}
