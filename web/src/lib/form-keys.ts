import type { KeyboardEvent } from 'react';

// Enter on these activates them, as it should; only typing fields submit implicitly.
const BUTTONS = new Set(['submit', 'button', 'reset', 'image']);

/**
 * The form's onKeyDown for forms in several parts (tabs, sections): Enter in a one-line
 * field would submit the whole form half filled in, and every unfinished part would
 * answer with an error. Enter in a text area, on a button or in an open list still works.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target as { tagName?: string; type?: string };
  if (target.tagName === 'INPUT' && !BUTTONS.has(target.type ?? 'text')) event.preventDefault();
}
