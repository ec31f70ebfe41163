export interface Choice {
  value: string;
  label: string;
  available: boolean;
  reason: string | null;
}

const AVAILABLE = 'Available';

/**
 * What the server can run first; the rest stay in view, disabled, under the reason the
 * server gives (which tells a teacher whom to ask, never a setting they cannot change).
 */
export function choiceGroups(choices: Choice[]) {
  const groups = new Map<string, { value: string; label: string; disabled: boolean }[]>();
  for (const c of choices) {
    const group = c.available ? AVAILABLE : (c.reason ?? 'Not available');
    const items = groups.get(group) ?? [];
    items.push({ value: c.value, label: c.label, disabled: !c.available });
    groups.set(group, items);
  }
  return [...groups]
    .sort(([a], [b]) => Number(b === AVAILABLE) - Number(a === AVAILABLE))
    .map(([group, items]) => ({ group, items }));
}
