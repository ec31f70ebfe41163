import { describe, expect, it } from 'vitest';
import { COURSE_COLORS, courseColor } from './course-color.ts';

describe('courseColor', () => {
  it('gives a course the same colour every time, whatever the case', () => {
    expect(courseColor('CS101')).toBe(courseColor('CS101'));
    expect(courseColor('cs101')).toBe(courseColor('CS101'));
    expect(courseColor(' CS101 ')).toBe(courseColor('CS101'));
  });

  it('is one of the palette colours, also for an empty code', () => {
    for (const code of ['', 'CS101', 'MATH201', 'BIO110', 'Ünïcødé']) {
      expect(COURSE_COLORS).toContain(courseColor(code));
    }
  });

  it('spreads different codes over the palette', () => {
    const codes = Array.from({ length: 90 }, (_, i) => `C${100 + i}`);
    const used = new Set(codes.map(courseColor));
    expect(used.size).toBeGreaterThanOrEqual(7);
  });
});
