// "Most of the question": over half of its informative words, by weight.
const MOST = 0.5;

/** What placing a teacher's note needs to know of each passage found. */
export interface FoundPassage {
  /** A teacher's note rather than a passage of the material. */
  note: boolean;
  /** Share (0..1) of the question's informative words the passage holds. */
  coverage: number;
  answersQuestion: boolean;
}

/**
 * The passages found for a question, in fused order, with the teacher's notes that answer
 * it moved first. A note answers the question when it passes, on its own, the rule that
 * decides "covered" (`relevant`), and it holds most of the question or no passage of the
 * material holds more of it: the teacher wrote it for such questions, and where note and
 * material match alike the teacher's word comes first. Any other note keeps its fused
 * place, so a note never makes a question look covered, or answered by the teacher, unless
 * it matches; one sharing a common word with the question ("search" in "linear search",
 * for a note on binary search) does not lead the answer.
 * `ranked` may hold notes found beyond the first `limit`: an answering note is never lost
 * below the cut; the others fall off it as they would have.
 */
export function placeNotes<T extends FoundPassage>(
  ranked: T[],
  relevant: (passage: T) => boolean,
  limit: number,
): T[] {
  const material = ranked.filter((p) => !p.note).slice(0, limit);
  const bestMaterial = Math.max(0, ...material.map((p) => p.coverage));
  const answering = new Set(
    ranked.filter(
      (p) => p.note && (p.coverage > MOST || p.coverage >= bestMaterial) && relevant(p),
    ),
  );
  if (answering.size === 0) return ranked.slice(0, limit);
  const first = [...answering]
    // Stable: equal coverage keeps the fused order.
    .sort((a, b) => b.coverage - a.coverage)
    .map((p) => ({ ...p, answersQuestion: true }));
  return [...first, ...ranked.filter((p) => !answering.has(p))].slice(0, limit);
}
