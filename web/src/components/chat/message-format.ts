import type { Citation, Feedback } from '@teachchat/shared';
import { t } from '../../i18n/t.ts';
import { formatTime } from '../../lib/format.ts';

/** "3:05 PM", "15:05": the time each chat message shows. */
export function formatMessageTime(date: Date): string {
  return formatTime(date);
}

/**
 * A source chip's two parts: "[2] notes.pdf", which may be shortened to fit, and ", p. 4",
 * which always shows (empty for formats without pages). A teacher's note is "[1] Teacher's
 * note".
 */
export function citationParts(citation: Citation): { source: string; page: string } {
  if (citation.note)
    return { source: `[${citation.index}] ${t('app.chat.teacherNote')}`, page: '' };
  return {
    source: `[${citation.index}] ${citation.fileName}`,
    page: citation.page === null ? '' : t('app.chat.page', { page: citation.page }),
  };
}

/** "[2] notes.pdf, p. 4", or without the page for formats that have none. */
export function citationLabel(citation: Citation): string {
  const { source, page } = citationParts(citation);
  return `${source}${page}`;
}

/** Like and dislike toggle and exclude each other: pressing the active one clears it. */
export function nextFeedback(current: Feedback | null, pressed: Feedback): Feedback | null {
  return current === pressed ? null : pressed;
}
