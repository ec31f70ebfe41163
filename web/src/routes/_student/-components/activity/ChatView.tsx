import { Box, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MessageView } from '@teachchat/shared';
import { useMemo, useState } from 'react';
import { Composer } from '~/components/chat/Composer.tsx';
import { CorrectionNote } from '~/components/chat/CorrectionNote.tsx';
import { correctionOf } from '~/components/chat/corrections.ts';
import { answerLinks, goToMessage } from '~/components/chat/message-anchor.ts';
import { FeedbackCard } from '~/components/feedback/FeedbackCard.tsx';
import { MessageBubble } from '~/components/chat/MessageBubble.tsx';
import { MessageList } from '~/components/chat/MessageList.tsx';
import { LazySafeMarkdown } from '~/components/markdown/LazySafeMarkdown.tsx';
import { formatMessageTime } from '~/components/chat/message-format.ts';
import type { StudentActivityDetail } from '../common/student-types.ts';
import { AskTeacherDialog } from './AskTeacherDialog.tsx';
import { ChatHeader } from './ChatHeader.tsx';
import { CompletedBanner, MaterialNotice } from './ChatNotices.tsx';
import { InstructionsDialog } from './InstructionsDialog.tsx';
import { SubmitActivityDialog } from './SubmitActivityDialog.tsx';
import { useChat } from './use-chat.ts';
import { useT } from '~/i18n/use-t.ts';

/** The student's conversation with the assistant about one activity. */
export function ChatView({ activity }: { activity: StudentActivityDetail }) {
  const { state, dispatch, send, sendMessage, giveFeedback, savingFeedbackFor } = useChat(
    activity.id,
    activity.offline,
  );
  const completed = state.status === 'completed';
  const waiting = state.reply !== null;
  const greetingTime = state.messages[0]?.createdAt;
  const [instructionsOpened, instructions] = useDisclosure(false);
  const [submitOpened, submitDialog] = useDisclosure(false);
  const [askingAbout, setAskingAbout] = useState<MessageView | null>(null);
  const { byId, answerOf } = useMemo(() => answerLinks(state.messages), [state.messages]);
  const t = useT();

  return (
    <Stack
      gap="sm"
      h="calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))"
      mih={480}
    >
      <ChatHeader
        title={activity.title}
        courseTitle={activity.courseTitle}
        offline={activity.offline}
        completed={completed}
        canSubmit={!completed && !waiting}
        onInstructions={instructions.open}
        onSubmit={submitDialog.open}
      />
      <InstructionsDialog
        instructions={activity.studentInstructions}
        opened={instructionsOpened}
        onClose={instructions.close}
      />
      <SubmitActivityDialog
        activityId={activity.id}
        opened={submitOpened}
        onClose={submitDialog.close}
        onSubmitted={(submittedAt) =>
          dispatch({ type: 'status', status: 'completed', submittedAt })
        }
      />
      <AskTeacherDialog
        reply={askingAbout}
        onClose={() => setAskingAbout(null)}
        onAsked={(message) => dispatch({ type: 'message', message })}
      />
      {!completed && <MaterialNotice status={activity.materialStatus} />}
      <Box
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
        bg="var(--mantine-color-body)"
      >
        <MessageList
          messages={state.messages}
          reply={state.reply}
          onFeedback={giveFeedback}
          savingFeedbackFor={savingFeedbackFor}
          belowMessage={(message) => {
            const correction = correctionOf(state.corrections, message.id);
            if (!correction) return null;
            const answer = answerOf.get(message.id);
            const sameAsAnswer =
              answer && byId.get(answer)?.content.trim() === correction.text.trim();
            return (
              <CorrectionNote
                correction={correction}
                title={t('student.chat.teacherCorrection')}
                onShowAnswer={sameAsAnswer ? () => goToMessage(answer) : undefined}
              />
            );
          }}
          onAskTeacher={setAskingAbout}
          intro={
            <MessageBubble
              from="assistant"
              time={greetingTime ? formatMessageTime(greetingTime) : undefined}
            >
              <LazySafeMarkdown>{t('student.chat.greeting')}</LazySafeMarkdown>
            </MessageBubble>
          }
        />
      </Box>
      {completed ? (
        <>
          <CompletedBanner submittedAt={state.submittedAt} />
          {activity.feedback && <FeedbackCard {...activity.feedback} compact />}
        </>
      ) : (
        <Composer waiting={waiting} sending={send.isPending} onSend={sendMessage} />
      )}
    </Stack>
  );
}
