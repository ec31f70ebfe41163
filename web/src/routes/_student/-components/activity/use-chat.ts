import { notifications } from '@mantine/notifications';
import type { Feedback, MessageView } from '@teachchat/shared';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useReducer, useRef, useState } from 'react';
import { chatReducer, initialChatState } from '~/components/chat/chat-reducer.ts';
import { errorMessage } from '~/lib/errors.ts';
import { randomId } from '~/lib/random-id.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { useT } from '~/i18n/use-t.ts';

/**
 * One activity's conversation, live: the saved history, merged with what the websocket
 * subscription brings (this tab's replies, and messages sent from the student's other tabs).
 */
export function useChat(activityId: string, offline: boolean) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const historyOptions = trpc.student.chat.history.queryOptions({ activityId });
  const { data: history } = useSuspenseQuery(historyOptions);
  const [state, dispatch] = useReducer(chatReducer, history, initialChatState);

  // A refetched history (after the subscription starts, or on focus) is merged in, during
  // render rather than in an effect, so no frame shows the stale state.
  const [mergedHistory, setMergedHistory] = useState(history);
  if (mergedHistory !== history) {
    setMergedHistory(history);
    dispatch({ type: 'history', history });
  }

  // The server catches up from the moment the history was read; later restarts resume from
  // the last event seen, so this stays the first history's time (a new one would resubscribe).
  const [since] = useState(history.asOf);
  useSubscription(
    trpc.student.chat.onEvents.subscriptionOptions(
      { activityId, since },
      {
        // A reply that was in progress in the history may have been saved (with its start
        // time, before `since`) while no subscription was listening: read the history again.
        // Merging is idempotent, so nothing doubles.
        onStarted: () => void queryClient.invalidateQueries({ queryKey: historyOptions.queryKey }),
        onData: ({ data }) => {
          const event = data;
          if (event.type === 'reply-error') {
            notifications.show({
              id: `reply-error-${event.replyId}`,
              color: 'red',
              title: t('student.chat.aiError'),
              message: event.message || t('student.chat.noResponse'),
            });
          }
          dispatch(event);
        },
      },
    ),
  );

  const send = useMutation(
    trpc.student.chat.send.mutationOptions({
      onSuccess: ({ message, replyId }) => dispatch({ type: 'sent', message, replyId, offline }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('student.chat.notSent'),
          message: errorMessage(error),
        }),
    }),
  );

  // Every message gets an id of its own. A send that failed may still have been saved (the
  // answer was lost, not the message): sending the same text again reuses the id, so the
  // server answers with the saved message rather than keeping a second copy.
  const unconfirmed = useRef<{ content: string; id: string } | null>(null);
  const { mutateAsync: sendNow } = send;
  const sendMessage = useCallback(
    async (content: string) => {
      const id = unconfirmed.current?.content === content ? unconfirmed.current.id : randomId();
      unconfirmed.current = { content, id };
      const sent = await sendNow({ activityId, content, clientMessageId: id });
      unconfirmed.current = null;
      return sent;
    },
    [activityId, sendNow],
  );

  const feedback = useMutation(
    trpc.student.chat.feedback.mutationOptions({
      onSuccess: (message) => dispatch({ type: 'message', message }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('student.chat.feedbackNotSaved'),
          message: errorMessage(error),
        }),
    }),
  );

  const { mutate: saveFeedback } = feedback;
  const giveFeedback = useCallback(
    (message: MessageView, choice: Feedback | null) =>
      saveFeedback({ messageId: message.id, feedback: choice }),
    [saveFeedback],
  );

  return {
    state,
    dispatch,
    send,
    sendMessage,
    giveFeedback,
    savingFeedbackFor: feedback.isPending ? feedback.variables.messageId : undefined,
  };
}
