import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// WCAG 2.2 AA and everything below it.
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical WCAG AA violations axe finds on the page as it is now, one line
 * each ("color-contrast: Elements must meet minimum color contrast ratio… at .x, .y"), so a
 * failing test says what to fix and where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only the violations are read, so axe need not describe every element that passes
  // (resultTypes); and a page without frames is checked where it is (axe.run, "legacy
  // mode") instead of in a blank page opened to merge each frame's results. A page with
  // frames keeps the frame-by-frame run, which also checks inside them. Same findings, half
  // the time a page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await builder.withTags(WCAG_AA).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.map((node) => node.target.join(' ')).slice(0, 5);
      const more = v.nodes.length > where.length ? ` (+${v.nodes.length - where.length})` : '';
      return `${v.id}: ${v.help} at ${where.join(', ')}${more}`;
    });
}
