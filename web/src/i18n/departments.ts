import type { DepartmentCode } from '@teachchat/shared';
import type { MessageKey } from './keys.ts';
import { t } from './t.ts';

const NAMES: Record<DepartmentCode, MessageKey> = {
  cs: 'app.department.cs',
  math: 'app.department.math',
  bio: 'app.department.bio',
  phys: 'app.department.phys',
  chem: 'app.department.chem',
  eng: 'app.department.eng',
  art: 'app.department.art',
};

/** A department's name in the reader's language (shared's `departmentLabel` is the English). */
export function departmentName(code: string | null | undefined): string | undefined {
  if (!code || !Object.hasOwn(NAMES, code)) return undefined;
  return t(NAMES[code as DepartmentCode]);
}
