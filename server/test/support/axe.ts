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
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.map((node) => node.target.join(' ')).slice(0, 5);
      const more = v.nodes.length > where.length ? ` (+${v.nodes.length - where.length})` : '';
      return `${v.id}: ${v.help} at ${where.join(', ')}${more}`;
    });
}
