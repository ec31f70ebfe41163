import type { FileStatus, MaterialStatus } from '@teachchat/shared';
import type { MessageKey } from '~/i18n/keys.ts';
import { t } from '~/i18n/t.ts';
import { formatPercent } from '~/lib/format.ts';

export interface FileProgress {
  id: string;
  name: string;
  status: FileStatus;
  /** 0-100 */
  progress: number;
  error: string | null;
}

export interface MaterialEvent {
  activityId: string;
  materialStatus: MaterialStatus;
  file?: FileProgress;
}

/** What the live subscription has said so far, laid over the last fetched state. */
export interface MaterialLive {
  materialStatus: MaterialStatus | null;
  files: Record<string, FileProgress>;
}

export const EMPTY_LIVE: MaterialLive = { materialStatus: null, files: {} };

const FILE_RANK: Record<FileStatus, number> = {
  pending: 0,
  parsing: 1,
  indexing: 2,
  ready: 3,
  failed: 3,
};
const MATERIAL_RANK: Record<MaterialStatus, number> = {
  pending: 0,
  processing: 1,
  ready: 2,
  failed: 2,
};

export function isFinished(status: FileStatus | MaterialStatus): boolean {
  return status === 'ready' || status === 'failed';
}

// Ingestion only moves forward, and the fetched state and the events may arrive in either
// order: of two reports about the same file, the one further along wins.
function further<T extends { status: FileStatus; progress: number }>(a: T, b: T): T {
  const rank = FILE_RANK[b.status] - FILE_RANK[a.status];
  if (rank !== 0) return rank > 0 ? b : a;
  return b.progress >= a.progress ? b : a;
}

export function applyMaterialEvent(live: MaterialLive, event: MaterialEvent): MaterialLive {
  const materialStatus =
    live.materialStatus && MATERIAL_RANK[live.materialStatus] > MATERIAL_RANK[event.materialStatus]
      ? live.materialStatus
      : event.materialStatus;
  if (!event.file)
    return materialStatus === live.materialStatus ? live : { ...live, materialStatus };
  const known = live.files[event.file.id];
  const file = known ? further(known, event.file) : event.file;
  return { materialStatus, files: { ...live.files, [file.id]: file } };
}

/** The fetched files with what the live events know added: same order, newest state. */
export function mergeMaterialFiles<F extends FileProgress>(files: F[], live: MaterialLive): F[] {
  return files.map((file) => {
    const update = live.files[file.id];
    if (!update) return file;
    const winner = further(file, update);
    return winner === file
      ? file
      : { ...file, status: update.status, progress: update.progress, error: update.error };
  });
}

export function mergeMaterialStatus(fetched: MaterialStatus, live: MaterialLive): MaterialStatus {
  if (!live.materialStatus) return fetched;
  return MATERIAL_RANK[live.materialStatus] >= MATERIAL_RANK[fetched]
    ? live.materialStatus
    : fetched;
}

const STEP_LABELS = {
  pending: 'teacher.activities.stepWaiting',
  parsing: 'teacher.activities.stepReading',
  indexing: 'teacher.activities.stepIndexing',
} satisfies Record<Exclude<FileStatus, 'ready' | 'failed'>, MessageKey>;

/** 'Indexing 40%', 'Ready', 'Failed: reason'. */
export function fileStateLabel(file: Pick<FileProgress, 'status' | 'progress' | 'error'>): string {
  if (file.status === 'failed') {
    return t('teacher.activities.stepFailed', {
      reason: file.error ?? t('teacher.activities.unknownReason'),
    });
  }
  if (file.status === 'ready') return t('teacher.activities.stepReady');
  return t(STEP_LABELS[file.status], { percent: formatPercent(Math.round(file.progress)) });
}
