import { transcriptInput } from '@teachchat/shared';
import type { StaffArea } from '../../lib/staff-area.ts';
import { t } from '../../i18n/t.ts';
import { MISSING_INFORMATION, failure } from './transcript-errors.ts';

export interface TranscriptParams {
  activityId: string;
  studentEmail: string;
}

/** The route's parameters as the server wants them; anything else is missing information. */
export function transcriptParams(params: TranscriptParams, area: StaffArea): TranscriptParams {
  const parsed = transcriptInput.safeParse(params);
  if (!parsed.success) throw failure(area, t(MISSING_INFORMATION[area]), true);
  return parsed.data;
}
