import { localDateTime } from '@teachchat/shared';
import type { Translate } from '../../i18n/t.ts';
import { formatDate } from '../../lib/format.ts';
import { markdownAsPlainText } from '../../lib/plain-text.ts';
import type { AnsweredQuestion } from './insights-api.ts';
import type { InsightColumn } from './InsightTable.tsx';
import { TranscriptLink } from './TranscriptLink.tsx';
import type { StaffArea } from '../../lib/staff-area.ts';

/** The columns every list of answered questions shows, ending with a link to the chat. */
export function answerColumns(
  t: Translate,
  area: StaffArea,
  activityId: string,
): InsightColumn<AnsweredQuestion>[] {
  return [
    { header: t('app.insights.question'), value: (a) => a.question, wide: true },
    // Replies are Markdown (quotes, code); a table cell and a CSV want what a reader sees.
    { header: t('app.insights.answer'), value: (a) => markdownAsPlainText(a.answer), wide: true },
    { header: t('app.insights.student'), value: (a) => a.studentName },
    { header: t('app.insights.email'), value: (a) => a.studentEmail },
    {
      header: t('app.insights.asked'),
      value: (a) => localDateTime(a.askedAt),
      render: (a) => formatDate(a.askedAt),
    },
    {
      header: t('app.insights.chat'),
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
