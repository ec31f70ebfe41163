import { useLingui } from '@lingui/react';
import type { Translate } from './t.ts';

/**
 * `t` for a component, which then draws again when the language changes. Plurals and
 * placeholders are the catalogue's ICU: `t('student.courses.count', { count })`.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return _ as Translate;
}
