export interface Candidate {
  id: string;
  name: string;
  email: string;
}

export function candidateLabel(c: Candidate): string {
  return `${c.name} (${c.email})`;
}

/**
 * The student picker's choices: the server's matches, plus the chosen student (so the picker
 * keeps showing their name after the list moves on).
 */
export function candidateOptions(
  candidates: Candidate[] | undefined,
  selected: Candidate | null,
): { value: string; label: string }[] {
  const list = candidates ?? [];
  const all = selected && !list.some((c) => c.id === selected.id) ? [selected, ...list] : list;
  return all.map((c) => ({ value: c.id, label: candidateLabel(c) }));
}

/** What to ask the server for: nothing while the box just shows the chosen student. */
export function candidateSearch(text: string, selected: Candidate | null): string | undefined {
  const trimmed = text.trim();
  if (!trimmed || (selected && text === candidateLabel(selected))) return undefined;
  return trimmed;
}
