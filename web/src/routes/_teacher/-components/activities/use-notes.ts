import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { useTRPC } from '~/lib/trpc.ts';
import {
  applyMaterialEvent,
  EMPTY_LIVE,
  isFinished,
  mergeMaterialFiles,
} from './material-progress.ts';

/**
 * An activity's teacher's notes, each with its ingestion state live while any is being
 * ingested (the material's progress events carry the notes' too).
 */
export function useNotes(activityId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listOptions = trpc.teacher.notes.list.queryOptions({ activityId });
  const notes = useQuery(listOptions);
  const [live, setLive] = useState(EMPTY_LIVE);
  const ingesting = notes.data?.some((note) => !isFinished(note.status)) ?? false;

  useSubscription(
    trpc.teacher.material.onProgress.subscriptionOptions(
      { activityId },
      {
        enabled: ingesting,
        // The subscription's catch-up lists material files, not notes: a note that finished
        // before it started is read again.
        onStarted: () =>
          void queryClient.invalidateQueries(
            { queryKey: listOptions.queryKey },
            { cancelRefetch: false },
          ),
        onData: ({ data }) => {
          const file = 'file' in data ? data.file : undefined;
          if (!file || !notes.data?.some((note) => note.id === file.id)) return;
          setLive((current) => applyMaterialEvent(current, { ...data, file }));
          if (isFinished(file.status)) {
            void queryClient.invalidateQueries(
              { queryKey: listOptions.queryKey },
              { cancelRefetch: false },
            );
          }
        },
      },
    ),
  );

  const shown = mergeMaterialFiles(
    (notes.data ?? []).map((note) => ({
      ...note,
      name: note.title,
      progress: isFinished(note.status) ? 100 : 0,
    })),
    live,
  );
  return { ...notes, notes: shown };
}
