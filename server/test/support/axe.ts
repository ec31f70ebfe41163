import { AxeBuilder } from '@axe-core/playwright';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// WCAG 2.2 AA and everything below it.
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG AA rules whose outcome depends on the colours on screen: text against its
 * background, and a link told from the text around it by its colour.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// axe-core's source, the very copy @axe-core/playwright injects.
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

interface RunOnly {
  type: 'rule' | 'tag';
  values: string[];
}
/** What axe reports of a violation, run in the page or by AxeBuilder. */
interface Violation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}
interface AxeInPage {
  run(
    context: unknown,
    options: { resultTypes: string[]; runOnly: RunOnly },
  ): Promise<{ violations: Violation[] }>;
}

/**
 * Runs axe in a page without frames as AxeBuilder's legacy mode does (axe.run where the
 * page is), but injects axe once a document: AxeBuilder sends and compiles its 650 KB
 * source twice on every analysis, which on a busy 2-core machine took longer than the
 * rules themselves. A document checked again (in the other colour scheme) reuses it.
 */
async function runInPage(page: Page, runOnly: RunOnly): Promise<Violation[]> {
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) {
    await page.evaluate(AXE_SOURCE);
    // As AxeBuilder configures it.
    await page.evaluate(
      `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
    );
  }
  return page.evaluate(async (runOnly) => {
    // In the page: its window is the global object (the server's types know no DOM).
    const { axe, document } = globalThis as unknown as { axe: AxeInPage; document: unknown };
    const { violations } = await axe.run(document, { resultTypes: ['violations'], runOnly });
    return violations.map(({ id, help, impact, nodes }) => ({
      id,
      help,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, runOnly);
}

/**
 * The serious and critical WCAG AA violations axe finds on the page as it is now, one line
 * each ("color-contrast: Elements must meet minimum color contrast ratio… at .x, .y"), so a
 * failing test says what to fix and where. Given `rules`, only those of them are checked.
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // Only the violations are read, so axe need not describe every element that passes
  // (resultTypes); and a page without frames is checked where it is (axe.run, "legacy
  // mode") instead of in a blank page opened to merge each frame's results. A page with
  // frames keeps AxeBuilder's frame-by-frame run, which also checks inside them.
  const runOnly: RunOnly = rules
    ? { type: 'rule', values: [...rules] }
    : { type: 'tag', values: WCAG_AA };
  const violations: Violation[] =
    page.frames().length === 1
      ? await runInPage(page, runOnly)
      : (await new AxeBuilder({ page }).options({ resultTypes: ['violations'], runOnly }).analyze())
          .violations;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.map((node) => node.target.join(' '));
      const where = targets.slice(0, 5);
      const more = targets.length > where.length ? ` (+${targets.length - where.length})` : '';
      return `${v.id}: ${v.help} at ${where.join(', ')}${more}`;
    });
}
