import { localDateTime } from '@teachchat/shared';
import { formatDate } from '../../lib/format.ts';
import { markdownAsPlainText } from '../../lib/plain-text.ts';
import type { AnsweredQuestion } from './insights-api.ts';
import type { InsightColumn } from './InsightTable.tsx';
import { TranscriptLink } from './TranscriptLink.tsx';
import type { StaffArea } from '../../lib/staff-area.ts';

/** The columns every list of answered questions shows, ending with a link to the chat. */
export function answerColumns(
  area: StaffArea,
  activityId: string,
): InsightColumn<AnsweredQuestion>[] {
  return [
    { header: 'Question', value: (a) => a.question, wide: true },
    // Replies are Markdown (quotes, code); a table cell and a CSV want what a reader sees.
    { header: 'Answer', value: (a) => markdownAsPlainText(a.answer), wide: true },
    { header: 'Student', value: (a) => a.studentName },
    { header: 'Email', value: (a) => a.studentEmail },
    {
      header: 'Asked',
      value: (a) => localDateTime(a.askedAt),
      render: (a) => formatDate(a.askedAt),
    },
    {
      header: 'Chat',
      value: () => null,
      exported: false,
      render: (a) => (
        <TranscriptLink
          area={area}
          activityId={activityId}
          studentEmail={a.studentEmail}
          studentName={a.studentName}
        />
      ),
    },
  ];
}
