import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useSessionTheme } from './components/theme/use-session-theme.ts';
import { activateLanguage } from './i18n/language.ts';
import { firstGuess } from './i18n/locale.ts';
import { queryClient, trpcClient } from './lib/trpc.ts';
import { Providers } from './providers.tsx';
import { LandingPage } from './routes/-components/landing/LandingPage.tsx';

// The landing page's own entry (landing.html), which the server sends for / to a visitor
// without a session: the same page as the app's / route, without the router and the route
// tree, so its first download stays within the 150 KB target (docs/benchmarks.md). Its links
// into the app are plain anchors (landing-link.tsx): the app loads with the page they go to.
// A signed-in visitor gets the app itself at / (server/src/http/web.ts).

const root = document.getElementById('root');
if (!root) throw new Error('landing.html has no #root element');

function Landing() {
  useSessionTheme();
  return <LandingPage />;
}

// The prerendered page is in English; React draws over it in the visitor's language, loaded
// meanwhile (its catalogue is the one file of the page that depends on the visitor).
const languageReady = activateLanguage(firstGuess(), ['public']);

function takeOver(container: HTMLElement) {
  flushSync(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers queryClient={queryClient} trpcClient={trpcClient}>
          <Landing />
        </Providers>
      </StrictMode>,
    ),
  );
  container.removeAttribute('inert');
}

// The prerendered page (web/prerender.ts) stays on screen, inert, until React draws the same
// page over it; once committed, the page is live. Not before the browser has painted it:
// this entry is ready as soon as the HTML is read, and drawn over at once the prerendered
// page was often never painted, so the page's largest paint waited for React
// (docs/benchmarks.md). So after the first contentful paint, and two frames more for the
// rest of the page (that paint may have come while the HTML was still being read).
const takeOverWhenReady = () => void languageReady.finally(() => takeOver(root));
const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(takeOverWhenReady));
// An empty #root (a build without the prerendered page) has nothing to paint first.
if (!root.hasChildNodes()) {
  takeOverWhenReady();
} else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterPaint();
  }).observe({ type: 'paint', buffered: true });
} else {
  afterPaint();
}
