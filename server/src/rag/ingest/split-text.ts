import { splitLongCode } from './long-code.ts';
import { structureOf } from './text-structure.ts';
import type { IntroducedList, TextStructure } from './text-structure.ts';
import { countTokens, TOKEN } from './tokens.ts';

export interface SplitLimits {
  target: number;
  min: number;
  max: number;
  overlap: number;
}

/** A span [start, end) of the text; chunks start and end only on unit edges. */
interface Unit {
  start: number;
  end: number;
  tokens: number;
  /** How good a place to cut the boundary before this unit is (see boundaryStrength). */
  strength: number;
}

const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;
const SENTENCE_START = /^[\p{Lu}\p{N}"'“‘([#*-]/u;

// A boundary no chunk may end on while another will do: after a line ending in ':', before
// the list or code block it introduces.
const NEVER = -1;

/** 4 paragraph, 3 sentence, 2 line, 1 word, 0 between tokens of one huge run. */
function boundaryStrength(text: string, previous: Unit, next: Unit): number {
  const gap = text.slice(previous.end, next.start);
  if (gap === '') return 0;
  const nextText = text.slice(next.start, next.end);
  const blockEdge =
    /^(#|```)/.test(nextText) || /```$/.test(text.slice(previous.start, previous.end));
  if (/\n\s*\n/.test(gap) || (gap.includes('\n') && blockEdge)) return 4;
  if (SENTENCE_END.test(text.slice(previous.start, previous.end))) {
    if (gap.includes('\n') || SENTENCE_START.test(nextText)) return 3;
  }
  return gap.includes('\n') ? 2 : 1;
}

/** Whitespace-separated words of [from, to); a run too long for one chunk is cut between its tokens. */
function wordUnits(text: string, from: number, to: number, maxUnitTokens: number): Unit[] {
  const out: Unit[] = [];
  for (const word of text.slice(from, to).matchAll(/\S+/g)) {
    const start = from + word.index;
    const tokens = [...word[0].matchAll(TOKEN)];
    for (let i = 0; i < Math.max(1, tokens.length); i += maxUnitTokens) {
      const first = i === 0 ? start : start + (tokens[i]?.index ?? 0);
      const last = tokens[i + maxUnitTokens];
      const end = last ? start + last.index : start + word[0].length;
      const unit: Unit = {
        start: first,
        end,
        tokens: Math.min(maxUnitTokens, tokens.length - i),
        strength: 1,
      };
      out.push(unit);
    }
  }
  return out;
}

/**
 * The text's units: words, but each fenced code block that fits in a chunk is one unit, so
 * no chunk ends or starts inside it. Boundaries between a line ending in ':' and the list or
 * code block it introduces are NEVER.
 */
function unitsOf(text: string, structure: TextStructure, maxUnitTokens: number): Unit[] {
  const out: Unit[] = [];
  let at = 0;
  for (const block of structure.code) {
    out.push(...wordUnits(text, at, block.start, maxUnitTokens));
    const tokens = countTokens(text.slice(block.start, block.end));
    if (tokens <= maxUnitTokens)
      out.push({ start: block.start, end: block.end, tokens, strength: 1 });
    else out.push(...wordUnits(text, block.start, block.end, maxUnitTokens));
    at = block.end;
  }
  out.push(...wordUnits(text, at, text.length, maxUnitTokens));
  const leadInEnds = new Set([
    ...structure.lists.map((list) => list.leadInEnd),
    ...structure.codeLeadInEnds,
  ]);
  out.forEach((unit, i) => {
    const previous = out[i - 1];
    if (!previous) return;
    unit.strength = leadInEnds.has(previous.end) ? NEVER : boundaryStrength(text, previous, unit);
  });
  return out;
}

/** The best candidate: the strongest boundary, then the smallest distance from the goal. */
function pick(
  candidates: number[],
  strength: (i: number) => number,
  distance: (i: number) => number,
) {
  let best: number | undefined;
  for (const i of candidates) {
    if (best === undefined) best = i;
    const better = strength(i) - strength(best) || distance(best) - distance(i);
    if (better > 0) best = i;
  }
  return best;
}

class Units {
  readonly list: Unit[];
  private readonly prefix = [0];

  constructor(text: string, structure: TextStructure, maxUnitTokens: number) {
    this.list = unitsOf(text, structure, maxUnitTokens);
    for (const unit of this.list) this.prefix.push((this.prefix.at(-1) ?? 0) + unit.tokens);
  }

  /** Tokens of units [from, to). */
  tokens(from: number, to: number): number {
    return (this.prefix[to] ?? 0) - (this.prefix[from] ?? 0);
  }

  readonly strength = (i: number): number => this.list[i]?.strength ?? 0;

  /**
   * Where the chunk starting at `start` ends; units before `fresh` repeat the last chunk,
   * and `reserve` tokens are taken by a repeated lead-in.
   */
  end(start: number, fresh: number, limits: SplitLimits, overlap: number, reserve: number) {
    const max = limits.max - reserve;
    const remaining = this.tokens(start, this.list.length);
    if (remaining <= max) return this.list.length;
    // Near the end, aim for two halves rather than a full chunk and a scrap.
    const tail = remaining <= max + limits.min - overlap;
    const goal = tail ? Math.ceil((remaining + overlap) / 2) : limits.target - reserve;
    const floor = Math.min(limits.min, Math.floor(goal * 0.75));
    const fits: number[] = [];
    for (let i = fresh + 1; i < this.list.length && this.tokens(start, i) <= max; i++) {
      fits.push(i);
    }
    const allowed = fits.filter((i) => this.strength(i) !== NEVER);
    const pool = allowed.length > 0 ? allowed : fits;
    const sized = pool.filter((i) => this.tokens(start, i) >= floor);
    const distance = (i: number) => Math.abs(this.tokens(start, i) - goal);
    return pick(sized.length > 0 ? sized : pool, this.strength, distance) ?? fresh + 1;
  }

  /** Where the next chunk starts: up to `overlap` tokens back, at a sentence if it can. */
  overlapStart(start: number, end: number, overlap: number): number {
    const back: number[] = [];
    for (let i = end - 1; i > start && this.tokens(i, end) <= overlap; i--) {
      if (this.strength(i) > 0) back.push(i);
    }
    // A sentence start that repeats only a few words is worth less than a longer overlap.
    const ample = back.filter((i) => this.tokens(i, end) * 2 >= overlap);
    const shorter = (i: number) => -this.tokens(i, end);
    return pick(ample.length > 0 ? ample : back, this.strength, shorter) ?? end;
  }
}

/** The list a chunk starting at this unit sits in, whose lead-in it must repeat. */
function listAround(lists: IntroducedList[], unit: Unit | undefined): IntroducedList | undefined {
  return unit && lists.find((list) => unit.start >= list.start && unit.start < list.end);
}

/**
 * Splits one section's text into spans of about `target` tokens (at most `max`), cutting at
 * paragraph, then sentence, then line, then word boundaries, never inside a word. Each span
 * after the first repeats up to `overlap` tokens of the one before, starting where a
 * sentence starts when it can, so a fact cut in two is still whole in one chunk. A fenced
 * code block is never cut unless it is longer than a chunk (then it is cut into fenced
 * blocks at blank lines); a line ending in ':' stays with the list or code it introduces,
 * and a span that starts inside such a list begins with that lead-in again.
 */
export function splitText(source: string, limits: SplitLimits): { text: string; tokens: number }[] {
  // Overlap must leave most of each chunk to new text, or chunks would barely advance.
  const overlap = Math.max(0, Math.min(limits.overlap, Math.floor(limits.max / 4)));
  const maxUnitTokens = Math.max(1, limits.max - overlap);
  const text = splitLongCode(source, maxUnitTokens);
  const structure = structureOf(text);
  const units = new Units(text, structure, maxUnitTokens);
  // A lead-in is repeated only when it fits in the overlap's room, so new text always fits.
  const leadIn = (i: number) => {
    const line = listAround(structure.lists, units.list[i])?.leadIn ?? '';
    return countTokens(line) <= overlap ? line : '';
  };
  const spans: { text: string; tokens: number }[] = [];
  let start = 0;
  let fresh = 0;
  while (fresh < units.list.length) {
    // A repeated lead-in takes room from the overlap, never from new text.
    while (
      start < fresh &&
      units.tokens(start, fresh + 1) + countTokens(leadIn(start)) > limits.max
    ) {
      start++;
    }
    const prefix = leadIn(start);
    const reserve = countTokens(prefix);
    const end = units.end(start, fresh, limits, overlap, reserve);
    const first = units.list[start];
    const last = units.list[end - 1];
    if (first && last) {
      const body = text.slice(first.start, last.end);
      spans.push({
        text: prefix ? `${prefix}\n${body}` : body,
        tokens: units.tokens(start, end) + reserve,
      });
    }
    start = units.overlapStart(start, end, overlap);
    fresh = end;
  }
  return spans;
}
