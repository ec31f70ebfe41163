import { DEPARTMENTS, departmentLabel } from '@teachchat/shared';

/** The department Select's choices: stored as the code, shown with the label. */
export const DEPARTMENT_OPTIONS = DEPARTMENTS.map((d) => ({ value: d.code, label: d.label }));

/** A department as shown in tables; 'Not specified' when there is none. */
export function departmentText(code: string | null | undefined): string {
  if (!code) return 'Not specified';
  return departmentLabel(code) ?? code;
}
