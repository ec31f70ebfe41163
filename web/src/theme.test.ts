import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from './lib/contrast.ts';
import { cssVariablesResolver, DIMMED, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { gray, dark, indigo } = merged.colors;
const variables = cssVariablesResolver(merged);

describe('the theme keeps text at WCAG AA contrast', () => {
  it.each([
    ['the body', '#ffffff'],
    ['a hovered row', gray[0]],
    ['a tinted panel', gray[1]],
    ['a pressed control', gray[2]],
    ['a primary tint', indigo[0]],
  ])('dimmed text in light mode on %s', (_, surface) => {
    expect(contrastRatio(DIMMED.light, surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['the body', dark[7]],
    ['a card', dark[6]],
    ['a hovered row', dark[5]],
  ])('dimmed text in dark mode on %s', (_, surface) => {
    expect(contrastRatio(DIMMED.dark, surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('white on the primary colour (filled buttons)', () => {
    expect(contrastRatio('#ffffff', indigo[7])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(merged.primaryShade).toBe(7);
  });

  it.each(Object.keys(merged.colors))('%s badges and alerts (the light variant)', (name) => {
    const text = variables.light[`--mantine-color-${name}-light-color`] ?? '';
    const shades = merged.colors[name] ?? [];
    expect(contrastRatio(text, shades[1] ?? '')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
