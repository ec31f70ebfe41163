import type { MessageKey } from '../../i18n/keys.ts';
import { t } from '../../i18n/t.ts';
import { formatList } from '../../lib/format.ts';

export interface ImpactPart {
  /** A plural of `count` in the catalogue: '{count, plural, one {# course} other {# courses}}'. */
  key: MessageKey;
  count: number;
}

/**
 * "12 enrollments, 3 activities and 40 conversations" in the reader's language; only the
 * parts that are not zero.
 */
export function describeImpact(parts: ImpactPart[]): string | null {
  const words = parts
    .filter((part) => part.count > 0)
    .map((part) => t(part.key, { count: part.count }));
  return words.length === 0 ? null : formatList(words);
}

/** The confirmation sentence: what is deleted, what goes with it, and that it is final. */
export function deleteConfirmation(thing: string, parts: ImpactPart[]): string {
  const impact = describeImpact(parts);
  return impact
    ? t('admin.common.deleteWithImpact', { thing, impact })
    : t('admin.common.deleteConfirm', { thing });
}
