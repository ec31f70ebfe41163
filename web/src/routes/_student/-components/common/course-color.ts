import type { MantineColor } from '@mantine/core';

// Nine colours, chosen from the code so a course keeps its colour on every screen and every
// visit (docs/product.md#course-colours).
export const COURSE_COLORS = [
  'blue',
  'teal',
  'grape',
  'orange',
  'cyan',
  'pink',
  'violet',
  'green',
  'indigo',
] as const satisfies readonly MantineColor[];

/** A stable colour for a course: FNV-1a of its (case-insensitive) code picks one of nine. */
export function courseColor(courseCode: string): (typeof COURSE_COLORS)[number] {
  let hash = 0x811c9dc5;
  for (const char of courseCode.trim().toUpperCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return COURSE_COLORS[(hash >>> 0) % COURSE_COLORS.length] ?? 'blue';
}
