import { t } from '~/i18n/t.ts';

export const SKILLS = { max: 20, maxLength: 40 } as const;

/** The server's rule for skills, checked before saving so the student sees it at once. */
export function skillsError(skills: string[]): string | null {
  if (skills.length > SKILLS.max) return t('student.profile.tooManySkills', { max: SKILLS.max });
  if (skills.some((skill) => skill.trim().length > SKILLS.maxLength)) {
    return t('student.profile.skillTooLong', { max: SKILLS.maxLength });
  }
  return null;
}

/** Trimmed, without blanks, each once (ignoring case), in the order given. */
export function normaliseSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLocaleLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push(skill);
  }
  return out;
}
