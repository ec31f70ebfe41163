import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates, dropzone and charts packages' styles come with the screens that use them.
import './global.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { queryClient, trpc, trpcClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter({ queryClient, trpc });
// A prerendered page (the landing page, web/prerender.ts) stays on screen, inert, until
// React draws the same page over it: loaded first, the route renders whole in React's first
// commit, with no blank pending screen in between; once committed, the page is live. A
// promise, not a top-level await: with one, the bundler moved every route's chunk into the
// main bundle's static imports.
const ready = root.hasChildNodes() ? router.load() : Promise.resolve();
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
