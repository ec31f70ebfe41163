import { localDateTime } from '@teachchat/shared';
import { formatDate } from '../../lib/format.ts';
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
    { header: 'Question', value: (a) => a.question },
    { header: 'Answer', value: (a) => a.answer },
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
