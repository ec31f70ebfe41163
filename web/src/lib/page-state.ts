import { type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import superjson from 'superjson';

/** The element of a server-drawn page (web/src/render-page.tsx) that carries its data. */
export const PAGE_STATE_ID = 'page-state';

/**
 * The answers a page was drawn from, as the text of a JSON script element: superjson keeps
 * the dates, and `<` and the line separators U+2028/2029 are escaped, so no text in the data
 * can close the element or start markup. The content security policy allows no inline
 * script to run; this one is data, read by `restorePageState`.
 */
export function pageStateScript(queryClient: QueryClient): string {
  const json = superjson
    .stringify(dehydrate(queryClient))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // Markup around the data, never shown.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/**
 * Puts a server-drawn page's answers into the app's cache before the router loads, so the
 * live page draws the same data without asking for it again. Without it (any other page),
 * or unreadable, the app asks as usual.
 */
export function restorePageState(
  queryClient: QueryClient,
  doc: Pick<Document, 'getElementById'> = document,
): void {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    hydrate(queryClient, superjson.parse(element.textContent));
  } catch {
    // The page's calls are made again, as on any other page.
  }
}
