import { t } from '~/i18n/t.ts';

export interface Choice {
  value: string;
  label: string;
  available: boolean;
  reason: string | null;
}

/**
 * What the server can run first; the rest stay in view, disabled, under the reason the
 * server gives (which tells a teacher whom to ask, never a setting they cannot change).
 */
export function choiceGroups(choices: Choice[]) {
  const available = t('teacher.create.available');
  const groups = new Map<string, { value: string; label: string; disabled: boolean }[]>();
  for (const c of choices) {
    const group = c.available ? available : (c.reason ?? t('teacher.create.notAvailable'));
    const items = groups.get(group) ?? [];
    items.push({ value: c.value, label: c.label, disabled: !c.available });
    groups.set(group, items);
  }
  return [...groups]
    .sort(([a], [b]) => Number(b === available) - Number(a === available))
    .map(([group, items]) => ({ group, items }));
}
