import type { MessageSender } from '@teachchat/shared';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { streamModel } from './model-stream.ts';

/** An earlier message of the conversation, as the model is given it. */
export interface Turn {
  sender: MessageSender;
  content: string;
}

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
  model: LanguageModelV4;
  history: Turn[];
  question: string;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<string> {
  // Each turn in its own message, the student's always as the user's: a student who writes
  // "Teacher: …" in a question speaks as the student still.
  const recent = opts.history.slice(-TURNS);
  // Some providers want a conversation to open with the user's turn.
  const from = recent.findIndex((t) => t.sender === 'user');
  const turns = recent.slice(Math.max(0, from)).map((t) => ({
    role: t.sender === 'user' ? ('user' as const) : ('assistant' as const),
    content:
      t.sender === 'teacher'
        ? `Your teacher answered: ${t.content.slice(0, TURN_CHARS)}`
        : t.content.slice(0, TURN_CHARS),
  }));
  let text = '';
  for await (const piece of streamModel({
    model: opts.model,
    system: REWRITE_INSTRUCTIONS,
    messages: [...turns, { role: 'user', content: opts.question.slice(0, TURN_CHARS) }],
    temperature: 0,
    maxOutputTokens: 100,
    totalMs: opts.timeoutMs,
    signal: opts.signal,
  })) {
    text += piece;
  }
  return text.trim().split('\n')[0]?.trim() ?? '';
}
