import type { RetrievedChunk } from '../retrieve.ts';
import { stem } from './stem.ts';
import { type Unit, unitsOf } from './units.ts';

const MAX_QUOTES = 3;
// Units read on from the best one in its paragraph, when they also hold the question's words.
const MAX_MERGED = 3;
// A further quote must cover a word the others miss, or come close to the best.
const CLOSE_TO_BEST = 0.75;
// Words too common to show that a sentence is about the question.
const STOP = new Set(
  'a an and are as at be by can could do does did for from how i if in is it me my of on or please should tell that the their them then there these this those to was we what when where which who why will with would you your explain give example mean means say says'.split(
    ' ',
  ),
);
// A sentence that says what something is, states or means: what "what is X" asks for.
const DEFINES =
  /\b(?:is|are|means?|denotes|refers to|stands for|states?|says|is called|is defined as)\b/i;

// What a sentence that names the question's subject, then says what it is, is worth: it is
// what "what is X?" or "what does X do?" asks for.
const SUBJECT_DEFINED = 0.3;
const SUBJECT =
  /^(.{1,80}?)\b(?:is|are|means|denotes|refers to|stands for|states|says|returns|does|lets|allows|makes)\b/i;

/** The sentence opens with most of the question's telling words, then a defining verb. */
function definesSubject(text: string, weights: Map<string, number>): boolean {
  const opening = SUBJECT.exec(text)?.[1];
  if (!opening) return false;
  const inOpening = covered(weights, stemsOf(opening));
  const held = [...covered(weights, stemsOf(text))];
  const weight = (words: Iterable<string>) =>
    [...words].reduce((sum, w) => sum + (weights.get(w) ?? 0), 0);
  return inOpening.size > 0 && weight(inOpening) * 2 >= weight(held);
}

// What a unit that is itself a question keeps of its share.
const ASKS = 0.5;

export const OFFLINE_INTRO = 'From the course material (answering offline, so quoted directly):';
export const OFFLINE_NOTE_INTRO =
  'Your teacher wrote a note about this (answering offline, so quoted directly):';
export const OFFLINE_NOTHING =
  "I couldn't find anything about that in this activity's course material. Try asking in other words, or ask your teacher.";

function stemsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).map(stem));
}

interface Candidate extends Unit {
  source: number;
  order: number;
  stems: Set<string>;
  score: number;
}

/** The question's words and how telling each is: rarer among the passages' units, heavier. */
function weigh(question: string, candidates: { stems: Set<string> }[]): Map<string, number> {
  const words = [...stemsOf(question)].filter((w) => !STOP.has(w) && w.length > 1);
  const weights = new Map<string, number>();
  for (const w of words) {
    const df = candidates.filter((c) => c.stems.has(w)).length;
    if (df > 0) weights.set(w, Math.log(1 + candidates.length / df));
  }
  return weights;
}

function covered(weights: Map<string, number>, stems: Set<string>): Set<string> {
  return new Set([...weights.keys()].filter((w) => stems.has(w)));
}

/**
 * The offline responder's answer: the units of the retrieved passages (sentences, list
 * items, whole code blocks) that cover most of the question's words, each with the
 * sentences after it in its paragraph that carry them on, quoted with their source number,
 * after one lead-in line. Deterministic: the same material and question give the same answer.
 */
export function offlineAnswer(question: string, chunks: RetrievedChunk[]): string {
  // The teacher's own answer to this question, when there is one, is the answer: whole, and
  // before any sentence picked from the material (which may be what misled the first reply).
  const notes = chunks.flatMap((c, i) => (c.answersQuestion ? [quoteWhole(c.text, i + 1)] : []));
  if (notes.length > 0) return [OFFLINE_NOTE_INTRO, ...notes].join('\n\n');
  let order = 0;
  const candidates: Candidate[] = chunks.flatMap((chunk, index) =>
    unitsOf(chunk.text).map((unit) => ({
      ...unit,
      source: index + 1,
      order: order++,
      stems: stemsOf(unit.text),
      score: 0,
    })),
  );
  const weights = weigh(question, candidates);
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  if (total === 0) return OFFLINE_NOTHING;
  for (const c of candidates) {
    const held = [...covered(weights, c.stems)];
    const share = held.reduce((sum, w) => sum + (weights.get(w) ?? 0), 0) / total;
    // Ties go to the better-ranked passage, then to a definition or a code block.
    const bonus =
      share === 0
        ? 0
        : definesSubject(c.text, weights)
          ? SUBJECT_DEFINED
          : DEFINES.test(c.text) || c.kind === 'code'
            ? 0.05
            : 0;
    // A question in the material (a practice question) asks; it does not answer.
    const asks = c.text.endsWith('?') ? ASKS : 1;
    c.score = share * asks + bonus - (c.source - 1) * 0.01;
  }
  const ranked = candidates
    .filter((c) => c.score > 0.05)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const best = ranked[0];
  if (!best) return OFFLINE_NOTHING;

  const used = new Set<number>();
  const seen = new Set<string>();
  const quotes: Candidate[][] = [];
  for (const c of ranked) {
    if (quotes.length >= MAX_QUOTES) break;
    if (used.has(c.order)) continue;
    const fresh = [...covered(weights, c.stems)].some((w) => !seen.has(w));
    if (quotes.length > 0 && !fresh && c.score < best.score * CLOSE_TO_BEST) continue;
    const quote = withFollowing(c, candidates, weights);
    if (quote.some((u) => used.has(u.order) || quotes.flat().some((q) => q.text === u.text)))
      continue;
    for (const u of quote) {
      used.add(u.order);
      for (const w of covered(weights, u.stems)) seen.add(w);
    }
    quotes.push(quote);
  }
  // Quotes follow the order of the material, which reads better than score order.
  quotes.sort((a, b) => (a[0]?.order ?? 0) - (b[0]?.order ?? 0));
  return [OFFLINE_INTRO, ...quotes.map(format)].join('\n\n');
}

/** The unit, and what reads on from it in its paragraph: the code or list a colon opens,
 * or sentences that still hold the question's words. */
function withFollowing(
  unit: Candidate,
  all: Candidate[],
  weights: Map<string, number>,
): Candidate[] {
  const quote = [unit];
  for (let i = unit.order + 1; i < all.length && quote.length < MAX_MERGED; i++) {
    const next = all[i];
    const last = quote.at(-1);
    if (!next || !last || next.source !== unit.source) break;
    const opens = /:$/.test(last.text) && (next.kind === 'code' || next.kind === 'item');
    const samePara = next.paragraph === last.paragraph;
    const carries = samePara && next.kind === last.kind && covered(weights, next.stems).size > 0;
    if (!opens && !carries) break;
    quote.push(next);
  }
  return quote;
}

function format(quote: Candidate[]): string {
  const source = quote[0]?.source ?? 1;
  const body = quote
    .map((u, i) => {
      const after = quote[i + 1];
      const joiner = after && u.kind === 'sentence' && after.kind === 'sentence' ? ' ' : '\n';
      return u.text + (after ? joiner : '');
    })
    .join('');
  return `${body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')} [${source}]`;
}

function quoteWhole(text: string, source: number): string {
  return `${text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')} [${source}]`;
}

/**
 * Streams a finished text in word-sized pieces, like a model would, `delayMs` apart so
 * the reader sees it being written (0 for tests and benchmarks).
 */
export async function* streamWords(text: string, delayMs = 0): AsyncGenerator<string> {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield piece;
  }
}
