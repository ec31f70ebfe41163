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

const needed: Promise<unknown>[] = [];

/**
 * Code that a page's components load on their own (the Markdown renderer) and that must be
 * in before the page is drawn: the server draws its picture with it (render-page.tsx), and
 * the live page draws over that picture only once it is in too (main.tsx), so nothing on
 * screen changes size at take-over (a larger element drawn then would be the page's largest
 * paint, docs/benchmarks.md). Called when a component's module runs, as its route loads.
 */
export function neededToDraw(loading: Promise<unknown>): void {
  needed.push(loading);
}

// A download that stalls must not keep a drawn page inert for good: past this, the live
// page takes over with what it has (plain text until the renderer comes).
const NEEDED_WAIT_MS = 5000;

/** Settles once all that the loaded routes' components need to draw is in, has failed, or
 * has taken NEEDED_WAIT_MS. */
export async function loadedToDraw(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(needed),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, NEEDED_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
