import { useRef } from 'react';

/**
 * An `onStarted` for a live subscription that acts only when it starts again, after a
 * reconnection (when events may have been missed): the first start comes with the page's
 * own freshly loaded queries, which need no second read.
 */
export function useOnRestart(action: () => void): () => void {
  const started = useRef(false);
  return () => {
    if (started.current) action();
    started.current = true;
  };
}
