import { darken, luminance } from '@mantine/core';

/** WCAG's contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** WCAG 2.2 AA for text under 18pt. */
export const AA_TEXT = 4.5;

/** `color`, darkened in small steps until it reads at AA on `background`. */
export function readableOn(color: string, background: string): string {
  let amount = 0;
  let result = color;
  while (contrastRatio(result, background) < AA_TEXT && amount < 1) {
    amount += 0.05;
    result = darken(color, amount);
  }
  return result;
}
