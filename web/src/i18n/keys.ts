import type adminEn from '../locales/en/admin.json';
import type appEn from '../locales/en/app.json';
import type publicEn from '../locales/en/public.json';
import type studentEn from '../locales/en/student.json';
import type teacherEn from '../locales/en/teacher.json';

/**
 * Every key of the English catalogues, the source: `t()` and `<T>` take nothing else, so a key
 * missing from English fails the typecheck. That every other language has exactly these keys,
 * and that the code uses every one, is catalogues.test.ts's to check.
 */
export type MessageKey =
  | keyof typeof publicEn
  | keyof typeof appEn
  | keyof typeof studentEn
  | keyof typeof teacherEn
  | keyof typeof adminEn;

/** A message's placeholders: numbers for plurals, strings and numbers for the rest. */
export type MessageValues = Record<string, string | number | Date>;
