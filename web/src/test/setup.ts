import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Without vitest's globals, Testing Library cannot register its own clean-up.
  cleanup();
  // Toasts live in a module-wide store: one test's toast must not show in the next.
  notifications.clean();
});

// What jsdom leaves out and Mantine reads: media queries (colour scheme, breakpoints), size
// observers (autosizing text areas, scroll areas), the font set (it re-measures when web
// fonts load) and scrolling an option into view (a combobox's list). Nothing here is laid
// out, so none of them ever reports a change.
window.matchMedia = (query: string) =>
  Object.assign(new EventTarget(), {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
  });
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}
Element.prototype.scrollIntoView ??= () => {};
