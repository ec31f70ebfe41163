import { useSuspenseQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useReducer, useState } from 'react';
import { chatReducer, initialChatState, type ChatHistory } from '~/components/chat/chat-reducer.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { Transcript } from '../common/teacher-types.ts';

function asHistory(transcript: Transcript): ChatHistory {
  return {
    status: transcript.completed ? 'completed' : 'in_progress',
    submittedAt: transcript.submittedAt,
    messages: transcript.messages,
    replying: null,
    corrections: transcript.corrections,
    asOf: transcript.asOf,
  };
}

/**
 * A student's conversation, read-only and live: the saved transcript, then what the student
 * writes and the assistant's reply as it streams, through the student chat's own reducer.
 */
export function useLiveTranscript(input: { activityId: string; studentEmail: string }) {
  const trpc = useTRPC();
  const { data: transcript } = useSuspenseQuery(trpc.teacher.transcript.queryOptions(input));
  const [state, dispatch] = useReducer(chatReducer, asHistory(transcript), initialChatState);

  // A refetched transcript (on focus) is merged during render; merging is idempotent.
  const [merged, setMerged] = useState(transcript);
  if (merged !== transcript) {
    setMerged(transcript);
    dispatch({ type: 'history', history: asHistory(transcript) });
  }

  useSubscription(
    trpc.teacher.onTranscript.subscriptionOptions(input, {
      onData: ({ data }) => dispatch(data),
    }),
  );

  return { transcript, state, dispatch };
}
