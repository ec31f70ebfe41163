import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates, dropzone and charts packages' styles come with the screens that use them.
import './global.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { APP_AREAS } from './i18n/catalogues.ts';
import { activateLanguage } from './i18n/language.ts';
import { firstGuess } from './i18n/locale.ts';
import { loadedToDraw } from './lib/drawn-on-server.ts';
import { restorePageState } from './lib/page-state.ts';
import { queryClient, trpc, trpcClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server drew for its user (the student chat page) comes with the answers it was
// drawn from: the live page starts from them instead of asking again.
restorePageState(queryClient);
const router = createAppRouter({ queryClient, trpc });
// A page drawn by the server (the landing page at build time, web/prerender.ts; the student
// chat page on request, server/src/http/server-render.ts) stays on screen, inert, until
// React draws the same page over it: loaded first, the route renders whole in React's first
// commit, with no blank pending screen in between, and with what its components load on
// their own (the Markdown renderer, which the picture was drawn with); once committed, the
// page is live. A promise, not a top-level await: with one, the bundler moved every route's
// chunk into the main bundle's static imports.
// The first paint's language, before the session has answered (i18n/locale.ts); a role's
// guard switches to the session's own as the route loads (lib/guard.ts).
const language = activateLanguage(firstGuess(), APP_AREAS);
// The shared schemas' rule messages in that language too, on every form the browser checks
// (their keys are in `public`, i18n/validation.ts): set before the first draw, loaded beside the
// catalogues rather than in this entry. On the landing page's own entry, the contact form's
// check sets it as it checks (contact-validator.ts).
const rules = import('./i18n/validation.ts').then((module) =>
  module.writeRuleMessagesInReadersLanguage(),
);
const drawn = root.hasChildNodes() ? router.load().then(loadedToDraw) : Promise.resolve();
const ready = Promise.all([language, rules, drawn]);
void ready.finally(() => {
  flushSync(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} trpcClient={trpcClient} />
      </StrictMode>,
    ),
  );
  root.removeAttribute('inert');
});
