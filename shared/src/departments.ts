/** One department list everywhere: stored as the code, shown with the label. */
export const DEPARTMENTS = [
  { code: 'cs', label: 'Computer Science' },
  { code: 'math', label: 'Mathematics' },
  { code: 'bio', label: 'Biology' },
  { code: 'phys', label: 'Physics' },
  { code: 'chem', label: 'Chemistry' },
  { code: 'eng', label: 'Engineering' },
  { code: 'art', label: 'Arts & Humanities' },
] as const;

export const DEPARTMENT_CODES = DEPARTMENTS.map((d) => d.code) as [
  DepartmentCode,
  ...DepartmentCode[],
];
export type DepartmentCode = (typeof DEPARTMENTS)[number]['code'];

export function departmentLabel(code: string | null | undefined): string | undefined {
  return DEPARTMENTS.find((d) => d.code === code)?.label;
}
