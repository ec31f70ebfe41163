import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while the server draws a page for the browser to show before its script runs
 * (web/src/render-page.tsx); false in the browser. A component may draw that picture more
 * cheaply, as long as what is on screen is what the live page's first frame shows.
 */
export function useDrawnOnServer(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
