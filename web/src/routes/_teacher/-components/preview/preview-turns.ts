import { type MessageView, PREVIEW, type PreviewInput, questionView } from '@teachchat/shared';
import type { ActivityPreview } from '../common/teacher-types.ts';

/** One question of a preview and what came back. */
export interface PreviewTurn {
  question: string;
  askedAt: Date;
  result: ActivityPreview;
}

/** The earlier turns sent with the next question, as a student's chat would give them. */
export function previewHistory(turns: PreviewTurn[]): NonNullable<PreviewInput['history']> {
  return turns
    .filter((turn) => turn.result.reply.status === 'complete')
    .slice(-PREVIEW.maxTurns)
    .map((turn) => ({
      question: turn.question,
      answer: turn.result.reply.content.slice(0, PREVIEW.maxAnswerChars),
    }));
}

/** The teacher's question as a chat bubble, the way a student's own message shows. */
export function questionMessage(turn: Pick<PreviewTurn, 'question' | 'askedAt'>): MessageView {
  return questionView({
    id: `question-${turn.askedAt.getTime()}`,
    content: turn.question,
    createdAt: turn.askedAt,
  });
}
