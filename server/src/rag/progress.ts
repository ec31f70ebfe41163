import type { FileStatus, MaterialStatus } from '@teachchat/shared';

export const materialTopic = (activityId: string) => `material:${activityId}`;

/** One step of an activity's ingestion, as the teacher's screens show it live. */
export interface MaterialProgress {
  activityId: string;
  materialStatus: MaterialStatus;
  file?: {
    id: string;
    name: string;
    status: FileStatus;
    /** 0-100 */
    progress: number;
    error: string | null;
  };
}
