import { type CSSVariablesResolver, createTheme, type MantineTheme } from '@mantine/core';
import { readableOn } from './lib/contrast.ts';

// Mantine's default `sm` breakpoint is 48em = 768px, the mobile breakpoint of
// docs/product.md#business-constants: layouts use 'sm' for it.
export const theme = createTheme({
  primaryColor: 'indigo',
  // White on indigo 7 is 4.98:1; Mantine's default shade 6 gives 4.32:1, below WCAG AA.
  primaryShade: 7,
  // Filled buttons, badges and avatars in a light colour (teal, yellow, lime) get black text.
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  components: {
    Paper: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

// Dimmed text (timestamps, descriptions, counters) at 4.5:1 or more on every surface of its
// theme: in light, white to gray 2 (5.1:1 at worst); in dark, the body to dark 5 (4.6:1).
// Mantine's own (gray 6, dark 2) give 3.3:1 and 4.0:1.
export const DIMMED = { light: '#5c636a', dark: '#a6a6a6' };

/**
 * The light variant (a badge's or an alert's tinted background with text in the same colour)
 * draws shade 9 on shade 1; for green, yellow, orange and the like that is under 4.5:1, so
 * their text is darkened just enough.
 */
function readableLightVariants(colors: MantineTheme['colors']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => [
      `--mantine-color-${name}-light-color`,
      readableOn(shades[9], shades[1]),
    ]),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = ({ colors }) => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED.light, ...readableLightVariants(colors) },
  dark: { '--mantine-color-dimmed': DIMMED.dark },
});
