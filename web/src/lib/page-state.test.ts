import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageStateScript, restorePageState } from './page-state.ts';

const HOSTILE = 'ends here? </script><script>alert(1)</script> <!-- \u2028 \u2029';
const KEY = [['student', 'chat', 'history'], { input: { activityId: 'a' }, type: 'query' }];

/** The page as the browser parses it: the element's text, up to the first `</script`. */
function pageWith(script: string) {
  const text = /^<script type="application\/json" id="page-state">(.*?)<\/script/s.exec(
    script,
  )?.[1];
  let removed = false;
  const element = { textContent: text ?? null, remove: () => void (removed = true) };
  const doc = { getElementById: (id: string) => (id === 'page-state' ? element : null) };
  return { doc: doc as unknown as Pick<Document, 'getElementById'>, removed: () => removed };
}

describe("a server-drawn page's answers", () => {
  const server = new QueryClient();
  const at = new Date('2026-11-26T10:00:00Z');
  server.setQueryData(KEY, { messages: [{ content: HOSTILE, createdAt: at }] });
  const script = pageStateScript(server);

  it('cannot end their element or start markup, whatever the text', () => {
    expect(script.match(/</g)).toHaveLength(2); // the element's own tags
    expect(script).not.toMatch(/[\u2028\u2029]/);
  });

  it('reach the app as they were, dates included, and leave the page', () => {
    const page = pageWith(script);
    const app = new QueryClient();
    restorePageState(app, page.doc);
    expect(app.getQueryData(KEY)).toEqual({ messages: [{ content: HOSTILE, createdAt: at }] });
    expect(page.removed()).toBe(true);
  });

  it('are skipped when unreadable: the app asks as usual', () => {
    const app = new QueryClient();
    restorePageState(app, pageWith('<script type="application/json" id="page-state">{"jso').doc);
    expect(app.getQueryData(KEY)).toBeUndefined();
  });
});
