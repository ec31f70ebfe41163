/** What placing a teacher's note needs to know of each passage found. */
export interface FoundPassage {
  /** A teacher's note rather than a passage of the material. */
  note: boolean;
  /** Share (0..1) of the question's informative words the passage holds. */
  coverage: number;
  answersQuestion: boolean;
}

/**
 * The passages found for a question, in fused order, with the teacher's notes placed in
 * proportion to how well they answer it. A note that passes, on its own, the rule that
 * decides "covered" (`relevant`) and holds as much of the question as the best passage of
 * the material answers it: it leads, and where note and material match alike the
 * teacher's word comes first. A relevant note that holds less is cited beside the material,
 * right after its best passage, and answers nothing on its own. Any other note keeps its
 * fused place, so a note never makes a question look covered, or answered by the teacher,
 * unless it matches; one sharing a common word with the question ("search" in "linear
 * search", for a note on binary search) does not lead the answer.
 * `ranked` may hold notes found beyond the first `limit`: a relevant note is never lost
 * below the cut; the others fall off it as they would have.
 */
export function placeNotes<T extends FoundPassage>(
  ranked: T[],
  relevant: (passage: T) => boolean,
  limit: number,
): T[] {
  const material = ranked.filter((p) => !p.note).slice(0, limit);
  const bestMaterial = Math.max(0, ...material.map((p) => p.coverage));
  // Stable: equal coverage keeps the fused order.
  const notes = ranked.filter((p) => p.note && relevant(p)).sort((a, b) => b.coverage - a.coverage);
  if (notes.length === 0) return ranked.slice(0, limit);
  const placed = new Set<T>(notes);
  const leading = notes
    .filter((p) => p.coverage >= bestMaterial)
    .map((p) => ({ ...p, answersQuestion: true }));
  const beside = notes.filter((p) => p.coverage < bestMaterial);
  const rest = ranked.filter((p) => !placed.has(p));
  return [...leading, ...rest.slice(0, 1), ...beside, ...rest.slice(1)].slice(0, limit);
}
