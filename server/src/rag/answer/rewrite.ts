import type { MessageSender } from '@teachchat/shared';
import { type LanguageModel, streamText } from 'ai';

/** An earlier message of the conversation, as the model is given it. */
export interface Turn {
  sender: MessageSender;
  content: string;
}

const SPEAKERS: Record<MessageSender, string> = {
  user: 'Student',
  assistant: 'Assistant',
  teacher: 'Teacher',
};

// The turns a follow-up is read with, and how much of each: enough for "that" to find what
// it points at, little enough that the request stays small.
const TURNS = 4;
const TURN_CHARS = 600;

export const REWRITE_INSTRUCTIONS =
  "Rewrite the student's last message as one standalone question that can be understood without the conversation, naming the topic it refers to. Reply with the question only, in the student's language, without answering it.";

/**
 * Asks the model to make a follow-up ("can you explain that more simply?") a standalone
 * question from the last turns, so the material is searched for what the student means.
 * Throws when the provider fails; the caller then searches with the previous question.
 */
export async function rewriteFollowUp(opts: {
  model: LanguageModel;
  history: Turn[];
  question: string;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<string> {
  const conversation = opts.history
    .slice(-TURNS)
    .map((t) => `${SPEAKERS[t.sender]}: ${t.content.slice(0, TURN_CHARS)}`)
    .join('\n');
  const result = streamText({
    model: opts.model,
    system: REWRITE_INSTRUCTIONS,
    prompt: `${conversation}\nStudent: ${opts.question.slice(0, TURN_CHARS)}\n\nStandalone question:`,
    temperature: 0,
    maxOutputTokens: 100,
    maxRetries: 1,
    abortSignal: opts.signal,
    timeout: { totalMs: opts.timeoutMs },
    onError: () => {},
  });
  let text = '';
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') text += part.text;
    else if (part.type === 'error') throw part.error;
    else if (part.type === 'abort') throw new Error('rewrite aborted');
  }
  return text.trim().split('\n')[0]?.trim() ?? '';
}
