import type { StaffArea } from '../../lib/staff-area.ts';
import type { TranscriptParams } from './transcript-params.ts';

/**
 * `transcriptParams` for a route's loader. Loaders are in every page's first download, and
 * the shared schema would bring zod into it; imported here, it comes with the transcript page
 * (its component imports the same module, so the page's preloads already hold it).
 */
export async function loadTranscriptParams(
  params: TranscriptParams,
  area: StaffArea,
): Promise<TranscriptParams> {
  const { transcriptParams } = await import('./transcript-params.ts');
  return transcriptParams(params, area);
}
