import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { useTRPC } from '~/lib/trpc.ts';
import {
  EMPTY_LIVE,
  applyMaterialEvent,
  isFinished,
  type MaterialEvent,
  mergeMaterialFiles,
  mergeMaterialStatus,
} from './material-progress.ts';

/**
 * An activity's material files with their ingestion state, live: the fetched list, with
 * every progress event of `teacher.material.onProgress` laid over it.
 */
export function useMaterialProgress(activityId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const statusOptions = trpc.teacher.material.status.queryOptions({ activityId });
  const status = useQuery(statusOptions);
  const [live, setLive] = useState(EMPTY_LIVE);
  const finished = status.data
    ? isFinished(mergeMaterialStatus(status.data.materialStatus, live))
    : false;

  useSubscription(
    trpc.teacher.material.onProgress.subscriptionOptions(
      { activityId },
      {
        // Once every file is ready or failed nothing more will come.
        enabled: !finished,
        onData: ({ data }) => {
          const event: MaterialEvent = {
            activityId: data.activityId,
            materialStatus: data.materialStatus,
            file: 'file' in data ? data.file : undefined,
          };
          setLive((current) => applyMaterialEvent(current, event));
          const { file } = event;
          const known = status.data?.files.some((f) => f.id === file?.id) ?? false;
          if (file && (isFinished(file.status) || !known)) {
            // Page counts and files added since the fetch come with the full state.
            void queryClient.invalidateQueries(
              { queryKey: statusOptions.queryKey },
              { cancelRefetch: false },
            );
          }
          if (isFinished(event.materialStatus)) {
            void queryClient.invalidateQueries(trpc.teacher.activities.pathFilter(), {
              cancelRefetch: false,
            });
          }
        },
      },
    ),
  );

  if (!status.data) return { ...status, files: [], materialStatus: null };
  return {
    ...status,
    files: mergeMaterialFiles(status.data.files, live),
    materialStatus: mergeMaterialStatus(status.data.materialStatus, live),
  };
}
