import {
  activityCreateInput,
  LIMITS,
  TEMPERATURE,
  type ActivityCreateInput,
} from '@teachchat/shared';
import type { FormValues } from '~/lib/form-values.ts';
import { t } from '~/i18n/t.ts';
import { formatCount } from '~/lib/format.ts';

/**
 * The schema's input as the form's fields hold it; `publish` is the button pressed, not a
 * field. The schema takes any date and number; these are what the inputs give.
 */
export type ActivityFormValues = FormValues<Omit<ActivityCreateInput, 'publish'>, 'courseId'> & {
  /** Calendar days 'YYYY-MM-DD', as the date inputs give them. */
  startDate: string | null;
  endDate: string | null;
  /** NumberInput gives '' while empty. */
  estimatedMinutes: number | string;
  temperature: number;
};

export function initialActivityValues(defaults: {
  courseId: string | null;
  model: string;
  vectorStore: string;
}): ActivityFormValues {
  return {
    title: '',
    courseId: defaults.courseId,
    description: '',
    startDate: null,
    endDate: null,
    studentInstructions: '',
    assistantInstructions: '',
    estimatedMinutes: '',
    model: defaults.model,
    vectorStore: defaults.vectorStore,
    temperature: TEMPERATURE.default,
  };
}

/** A local calendar day at its first (or last) millisecond, so "ends on the 8th" means all of it. */
export function dayBoundary(day: string | null, end: 'start' | 'end'): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (end === 'end') date.setHours(23, 59, 59, 999);
  return date.toISOString();
}

/** What the upload's `activity` field carries. */
export function toActivityInput(values: ActivityFormValues, publish: boolean): ActivityCreateInput {
  const minutes = values.estimatedMinutes === '' ? null : Number(values.estimatedMinutes);
  return {
    title: values.title,
    courseId: values.courseId ?? '',
    description: values.description,
    startDate: dayBoundary(values.startDate, 'start'),
    endDate: dayBoundary(values.endDate, 'end'),
    studentInstructions: values.studentInstructions,
    assistantInstructions: values.assistantInstructions,
    estimatedMinutes: minutes,
    model: values.model as ActivityCreateInput['model'],
    vectorStore: values.vectorStore as ActivityCreateInput['vectorStore'],
    temperature: values.temperature,
    publish,
  };
}

/** The shared schema's messages, placed on the form's fields. */
export function validateActivity(values: ActivityFormValues): Record<string, string> {
  const result = activityCreateInput.safeParse(toActivityInput(values, true));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'title');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** 'PDF, DOCX, TXT, CSV or Markdown': the kinds of material taken. */
export const materialTypesText = () => t('teacher.create.types');

/** The largest file of material, in megabytes: 10. */
export const uploadMaxMb = () => Math.round(LIMITS.uploadMaxBytes / (1024 * 1024));

/** For the file picker and the drop zone: each type by MIME type and by extension. */
export const MATERIAL_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'text/markdown': ['.md', '.markdown'],
};
const EXTENSIONS = Object.values(MATERIAL_ACCEPT).flat();

/** Why a file cannot be uploaded, naming it; null when it can. */
export function materialFileProblem(file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    return t('teacher.create.unsupported', { file: file.name, types: materialTypesText() });
  }
  if (file.size > LIMITS.uploadMaxBytes) {
    return t('teacher.create.tooLarge', { file: file.name, mb: formatCount(uploadMaxMb()) });
  }
  if (file.size === 0) return t('teacher.create.empty', { file: file.name });
  return null;
}

/** Adds picked files to the list: problems reported, the same file never listed twice. */
export function addMaterialFiles<F extends { name: string; size: number; lastModified: number }>(
  current: F[],
  picked: F[],
): { files: F[]; problems: string[] } {
  const key = (f: F) => `${f.name}:${f.size}:${f.lastModified}`;
  const seen = new Set(current.map(key));
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = materialFileProblem(file);
    if (problem) problems.push(problem);
    else if (!seen.has(key(file))) {
      seen.add(key(file));
      files.push(file);
    }
  }
  return { files, problems };
}
