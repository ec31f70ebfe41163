import { DEPARTMENTS } from '@teachchat/shared';
import { departmentName } from '../../i18n/departments.ts';
import { t } from '../../i18n/t.ts';

/** The department Select's choices: stored as the code, shown in the reader's language. */
export function departmentOptions(): { value: string; label: string }[] {
  return DEPARTMENTS.map((d) => ({ value: d.code, label: departmentName(d.code) ?? d.label }));
}

/** A department as shown in tables; 'Not specified' when there is none. */
export function departmentText(code: string | null | undefined): string {
  if (!code) return t('admin.common.notSpecified');
  return departmentName(code) ?? code;
}
