import type { RetrievedChunk } from '../retrieve.ts';
import { isCue } from '../search/follow-up.ts';
import { asksForm, fitsForm, type QuestionForm, questionForm } from './question-form.ts';
import {
  type Candidate,
  cutAtEnd,
  isFragment,
  isStressed,
  held,
  MIN_SCORE,
  sameText,
  score,
  stemsOf,
  STOP,
  weigh,
  wordsIn,
} from './unit-score.ts';
import { stem } from './stem.ts';
import { LIST_ITEM, type Unit, unitsOf } from './units.ts';

// The quoted prose a reply may hold, in words: enough for a definition and what it needs
// around it; a code block or a list may run longer, as cutting it would answer nothing.
const MAX_WORDS = 120;
const MAX_LIST_WORDS = 250;
// A window shorter than this reads on in its paragraph whatever the next sentence holds: a
// one-line definition usually needs the sentence that explains it.
const MIN_WORDS = 40;
// A second window is quoted only when the first leaves this share of the question's
// words unanswered (a question that asks two things), and the second holds this share of
// them.
const UNANSWERED = 1 / 3;
// What a word carried from an earlier question weighs against the follow-up's own words.
const CARRIED = 0.5;
// What a unit keeps of its score when it holds nothing of a follow-up's topic.
const OFF_TOPIC = 0.3;
// What a unit keeps of its score when it does not name the action a how-to asks for: less
// than a unit off the topic loses, as the material may say the action in other words ("to
// unpack the arguments" for "pass the items as arguments").
const OFF_ACTION = 0.6;
// "without X" and its Spanish and French forms, past an article or a possessive.
const EXCLUDES =
  /\b(without|sin|sans)\s+(?:(?:a|an|the|my|your|any|un|una|el|la|los|las|mi|le|les|des|du|mon|ma|mes)\s+)?(\p{L}+)/giu;
const NEGATION = /\b(?:without|not|no|never|sin|sans|pas)\b|n't/iu;
// What a unit keeps of its score when it does what the question excludes.
const DOES_EXCLUDED = 0.5;
// Units tried, best first, for a window the previous reply did not already quote.
const FRESH_TRIES = 5;
// Sentences before a unit in its paragraph whose words count as its context.
const CONTEXT_UNITS = 2;
// A sentence that opens what follows it: "…as follows:", "…namely".
const LEADS_IN = /(?::|\b(?:namely|as follows|the following|following))$/i;
// A sentence that leans on the one before it ("This means…", "However, …").
const LEANS_BACK =
  /^(?:this|these|that|those|it|its|they|their|such|however|therefore|thus|so|but|hence|also|then|here|in this case|in that case|as a result|for (?:example|instance)|otherwise|instead)\b/i;

export interface WindowOptions {
  /** The student's own words, when what was searched is a follow-up made standalone: the
   * form of the answer is read from them. */
  asked?: string;
  /** Words the search carried from an earlier question of the conversation: the follow-up's
   * own words decide what is new, so these weigh less. */
  carried?: string[];
  /** The follow-up points back at the conversation's topic (Retrieval's pointing): it keeps
   * that topic whole, where one putting new words in place of old needs any of it. */
  pointing?: boolean;
  /** The reply before this one: a follow-up ("why is that?") never repeats it. */
  previousReply?: string | undefined;
  /** The question's stop words in the material's languages besides English (the search's
   * Retrieval.stopWords): they tell nothing of what a sentence is about. */
  stopWords?: string[];
  /** A unit stating one of the activity's protected answers: quoted only when it is itself
   * the best answer (and the reply is then withheld), never read on into, so that a method
   * the material explains is not withheld for a result stated beside it. */
  forbidden?: ((text: string) => boolean) | undefined;
}

/** A stretch of one passage that answers: its source number, and its units in order. */
export interface AnswerWindow {
  source: number;
  /** Where it starts among all the passages' units: the material's order. */
  at: number;
  units: Unit[];
}

/**
 * Where the passages answer the question, best first: the answering window of the best
 * passage (the sentence, list item or code block that holds most of the question's telling
 * words in the shape the question asks for, with the sentence it leans on, the list or code
 * a colon opens, and the sentences that read on, within about MAX_WORDS of prose), and a
 * second for the other side of a comparison or the other half of a question that asks two
 * things. Deterministic: the same material and question give the same windows. Empty when
 * no passage holds the question's words.
 */
export function answeringWindows(
  question: string,
  chunks: RetrievedChunk[],
  options: WindowOptions = {},
): AnswerWindow[] {
  let order = 0;
  const candidates: Candidate[] = chunks.flatMap((chunk, index) =>
    unitsOf(chunk.text).map((unit, i, units) => ({
      ...unit,
      source: index + 1,
      first: i === 0,
      last: i === units.length - 1,
      opensCode: unit.kind === 'sentence' && units[i + 1]?.kind === 'code',
      forbidden: options.forbidden?.(unit.text) === true,
      order: order++,
      stems: stemsOf(unit.text),
      context: stemsOf(chunk.heading ?? ''),
      score: 0,
    })),
  );
  // What a unit's surroundings hold: its passage's heading and the sentences before it in
  // its paragraph ("Precession is … The spin axis traces a cone, completing a full circuit
  // in 26,000 years." answers how long precession takes).
  for (const c of candidates)
    for (const before of contextOf(c, candidates)) for (const s of before.stems) c.context.add(s);
  const asked = fuseSplitWords(options.asked ?? question, candidates);
  const weights = weigh(fuseSplitWords(question, candidates), candidates, options.stopWords);
  const own = stemsOf(asked);
  // The conversation's topic is what an earlier question asked about, not where it placed
  // it: after "What is NA in R?", "R" holds no sentence to the topic.
  const settings = new Set(
    question
      .split(/(?<=[?!.])\s+/)
      .flatMap((part) => [...stemsOf(questionForm(part).setting ?? '')]),
  );
  const topic = new Set<string>();
  const carried = new Set<string>();
  for (const word of options.carried ?? [])
    for (const s of stemsOf(word)) {
      carried.add(s);
      const weight = weights.get(s);
      if (weight === undefined || own.has(s)) continue;
      weights.set(s, weight * CARRIED);
      if (!settings.has(s)) topic.add(s);
    }
  // A follow-up's words that only ask for more ("can you show me an example?") say nothing
  // of what answers it.
  if (topic.size > 0)
    for (const w of asked.split(/[^\p{L}\p{N}_]+/u))
      if (isCue(w.toLowerCase())) for (const s of stemsOf(w)) weights.delete(s);
  const form = questionForm(asked);
  // Where the question places its subject ("in R") is said of most of the material: it
  // weighs as a carried word does, unless it is the subject.
  const subjectStems = new Set(form.subjects.flatMap((s) => [...stemsOf(s)]));
  for (const s of stemsOf(form.setting ?? '')) {
    const weight = weights.get(s);
    if (weight !== undefined && !subjectStems.has(s)) weights.set(s, weight * CARRIED);
  }
  // "What causes it?" asks why, "¿Para qué sirve?" what for: those words are the form,
  // which the shape's bonus weighs.
  for (const w of asked.split(/[^\p{L}\p{N}_]+/u))
    if (asksForm(form.kind, w)) for (const s of stemsOf(w)) weights.delete(s);
  const excluded = exclude(asked, weights, options.stopWords ?? []);
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  if (total === 0) return [];
  const subjects = form.subjects.map((s) => new Set([...stemsOf(s)].filter((w) => !STOP.has(w))));
  const said = sameText(options.previousReply ?? '');
  const strong = new Set<Candidate>();
  for (const c of candidates) {
    const { value, strong: outright } = score(c, form, weights, total, subjects, said);
    c.score = value;
    if (outright) strong.add(c);
  }
  // A unit that does what the question excludes, and does not say it does not, answers the
  // opposite ("Save the file with changes and exit Vim").
  for (const c of candidates)
    if ([...excluded].some((s) => c.stems.has(s)) && !NEGATION.test(c.text))
      c.score *= DOES_EXCLUDED;
  // "And a whole line?" after "How do I delete a word?" puts its words in place of some of
  // the earlier question's ("line" for "word"): a unit holding any of them is on topic. A
  // follow-up pointing back ("How do I make an empty one?") keeps its topic whole.
  offTopic(candidates, topic, weights, options.pointing ? 1 / 2 : 0);
  // And a follow-up's own words say what it asks of that topic ("how do I detach that?").
  if (topic.size > 0)
    offTopic(candidates, new Set([...weights.keys()].filter((s) => !carried.has(s))), weights);
  // A how-to asks for an action ("How do I remove the highlighting of matches?"): where some
  // unit names it (or a verb of its group, in itself, its heading or the sentences before
  // it), a unit that does not tells how to do something else.
  if (form.action) offAction(candidates, form.action);
  const ranked = candidates
    .filter((c) => c.score > MIN_SCORE)
    .sort(
      (a, b) =>
        Number(strong.has(b)) - Number(strong.has(a)) || b.score - a.score || a.order - b.order,
    );
  // A follow-up's answer says something the previous reply did not, or points to the part of
  // it that answers ("How do I make an empty one?" after a reply on sets that said how).
  const fresh = (c: Candidate) => {
    const window = windowAround(c, candidates, weights, form, MAX_WORDS);
    if (window.some((u) => !said.includes(sameText(u.text)))) return window;
    const part = c.kind === 'item' ? [c] : windowAround(c, candidates, weights, form, 0);
    const text = sameText(part.map((u) => u.text).join(' '));
    return text.length * 2 <= said.length ? part : undefined;
  };
  const first =
    ranked
      .slice(0, FRESH_TRIES)
      .map(fresh)
      .find((w) => w !== undefined) ??
    (ranked[0] && windowAround(ranked[0], candidates, weights, form, MAX_WORDS));
  if (!first) return [];

  const windows = [first];
  const other = complement(windows[0] ?? [], ranked, weights, total, form);
  if (other) {
    const firstSays = windows.flat().map((u) => saying(u.text));
    const quoted = firstSays.join(' ');
    const room = MAX_WORDS - proseWords(windows[0] ?? []);
    const around = windowAround(other, candidates, weights, form, Math.max(0, room));
    // What the first window says is left out (a step the material repeats in two lessons
    // too), and the second keeps only the stretch around its unit that runs on without a
    // gap: a quote is the material's text word for word.
    // A unit of a word or two ("Type:") is said again only when it stands as a unit.
    // Where the first window points back at part of the previous reply, the second says
    // nothing more of it: a follow-up's answer never is the previous reply again.
    const saidBefore = (u: Candidate) => said !== '' && said.includes(sameText(u.text));
    const pointsBack = first.every(saidBefore);
    const alreadySaid = (u: Candidate) => {
      const text = saying(u.text);
      return (
        firstSays.includes(text) ||
        (wordsIn(text) >= 4 && quoted.includes(text)) ||
        (pointsBack && saidBefore(u))
      );
    };
    const second = runAround(other, around, (u) => !alreadySaid(u));
    if (second.some((u) => !isFragment(u))) windows.push(second);
  }
  return windows.map((units) => ({
    source: units[0]?.source ?? 1,
    at: units[0]?.order ?? 0,
    units,
  }));
}

/**
 * What the question excludes ("How do I quit without saving?"): its stems, which now weigh as
 * carried words do, since they place the answer and are not what it does. "sin" and "sans"
 * count only where the question is Spanish or French (its stop words): English writes sin(x).
 */
function exclude(asked: string, weights: Map<string, number>, stopWords: string[]): Set<string> {
  const excluded = new Set<string>();
  for (const [, without = '', word = ''] of asked.matchAll(EXCLUDES)) {
    const marker = without.toLowerCase();
    if (marker !== 'without' && !stopWords.includes(marker)) continue;
    for (const s of stemsOf(word)) {
      const weight = weights.get(s);
      if (weight === undefined) continue;
      excluded.add(s);
      weights.set(s, weight * CARRIED);
    }
  }
  return excluded;
}

/** The units of `window` next to `unit` in the material, with no unit `keep` refuses between. */
function runAround(
  unit: Candidate,
  window: Candidate[],
  keep: (u: Candidate) => boolean,
): Candidate[] {
  const at = window.indexOf(unit);
  if (at < 0 || !keep(unit)) return window.filter(keep);
  let start = at;
  let end = at;
  while (start > 0 && keep(window[start - 1] as Candidate)) start--;
  while (end < window.length - 1 && keep(window[end + 1] as Candidate)) end++;
  return window.slice(start, end + 1);
}

/** The units before a unit that it reads on from: up to CONTEXT_UNITS sentences of its
 * paragraph, or for a list item the items before it and the list's lead-in. */
function contextOf(c: Candidate, all: Candidate[]): Candidate[] {
  const context: Candidate[] = [];
  for (let o = c.order - 1; o >= 0; o--) {
    const before = all[o];
    if (!before || before.source !== c.source) break;
    if (c.kind === 'item') {
      context.push(before);
      if (before.kind !== 'item') break;
    } else {
      if (before.paragraph !== c.paragraph || context.length === CONTEXT_UNITS) break;
      context.push(before);
    }
  }
  return context;
}

/**
 * A follow-up asks about the conversation's topic: where some unit holds most of the words
 * carried from the earlier question (itself, its heading or the sentences it follows), a
 * unit without them answers something else ("How do I make an empty one?" after "What is a
 * set?" is not answered about tuples; an example after "What is a list comprehension?" is
 * not one of a list). Most: `share` of their weight; 0 asks only for any of them.
 */
function offTopic(
  candidates: Candidate[],
  topic: Set<string>,
  weights: Map<string, number>,
  share = 1 / 2,
) {
  if (topic.size === 0) return;
  const whole = [...topic].reduce((sum, s) => sum + (weights.get(s) ?? 0), 0);
  const holds = (c: Candidate) => {
    const held = [...topic]
      .filter((s) => c.stems.has(s) || c.context.has(s))
      .reduce((sum, s) => sum + (weights.get(s) ?? 0), 0);
    return held > 0 && held >= whole * share;
  };
  keepTo(candidates, holds, OFF_TOPIC);
}

/** Units that do not name the action a how-to asks for keep OFF_ACTION of their score. */
function offAction(candidates: Candidate[], forms: string[]) {
  const action = new Set(forms.flatMap((f) => [...stemsOf(f)]));
  const names = (c: Candidate) => [...action].some((s) => c.stems.has(s) || c.context.has(s));
  keepTo(candidates, names, OFF_ACTION);
}

/** Where some unit that answers is `wanted`, the others keep `share` of their score. */
function keepTo(candidates: Candidate[], wanted: (c: Candidate) => boolean, share: number) {
  if (!candidates.some((c) => c.score > MIN_SCORE && wanted(c))) return;
  for (const c of candidates) if (!wanted(c)) c.score *= share;
}

/**
 * The question with two neighbouring words joined where the passages write them as one
 * ("black body" where they say "blackbody"); a unit holding both words apart holds the
 * joined word too, so both spellings answer alike.
 */
function fuseSplitWords(text: string, candidates: Candidate[]): string {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  let fused = '';
  let at = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    const [first, second] = [words[i], words[i + 1]];
    if (!first || !second) continue;
    const end = first.index + first[0].length;
    if (!/^\s+$/u.test(text.slice(end, second.index))) continue;
    const one = stem(`${first[0]}${second[0]}`);
    if (one.length < 6 || !candidates.some((c) => c.stems.has(one))) continue;
    const [a, b] = [stem(first[0]), stem(second[0])];
    for (const c of candidates) if (c.stems.has(a) && c.stems.has(b)) c.stems.add(one);
    fused += text.slice(at, end);
    at = second.index;
    i++;
  }
  return fused + text.slice(at);
}

/**
 * The answering unit and what it needs around it, all of one passage: the sentence it
 * leans on, a list item's whole list and lead-in (or, where nothing leads into the list,
 * its items from the first to the last holding the question's words), the code or list
 * its colon opens, then the sentences after it in its paragraph that carry on the
 * question's words (or give the reason a "why" asks for), while the prose stays within
 * MAX_WORDS.
 */
function windowAround(
  unit: Candidate,
  all: Candidate[],
  weights: Map<string, number>,
  form: QuestionForm,
  maxWords: number,
): Candidate[] {
  // The window stops at its passage's ends, and at a unit stating a protected answer.
  const at = (order: number) => {
    const c = all[order];
    return c && c.source === unit.source && (c === unit || !c.forbidden) ? c : undefined;
  };
  let first = unit.order;
  let last = unit.order;
  if (unit.kind === 'item') {
    // Items in a row are one list, whether or not blank lines part them.
    let start = first;
    let end = last;
    while (at(start - 1)?.kind === 'item') start--;
    while (at(end + 1)?.kind === 'item') end++;
    // A list a sentence leads into is one answer: whole, with its lead-in. A lesson's
    // stressed line ("** Type / followed by a phrase to search for the phrase. **") states
    // what its steps do: it leads into them as a colon does.
    const lead = at(start - 1);
    if (lead?.kind === 'sentence' && (LEADS_IN.test(lead.text) || isStressed(lead))) {
      first = start - 1;
      last = end;
    } else {
      // Items nothing leads into stand each on their own (a lesson's summary): from the
      // list's first item that holds the question's words to its last.
      const holds = (order: number) => held(weights, (at(order) as Candidate).stems) > 0;
      while (start < first && !holds(start)) start++;
      while (end > last && !holds(end)) end--;
      first = start;
      last = end;
    }
  } else {
    const before = at(first - 1);
    const leans =
      LEANS_BACK.test(unit.text) &&
      before?.kind === 'sentence' &&
      before.paragraph === unit.paragraph;
    // A sentence cut from what comes before it ("will print it as an ordinary list.", after
    // the code it finishes) is never quoted alone.
    const cut = /^\p{Ll}/u.test(unit.text) && before !== undefined;
    if (unit.kind === 'sentence' && (leans || cut)) first--;
    // Code comes with the sentence that introduces it ("Use rep() to repeat a vector:"), not
    // with a piece of one that a line or the chunk cut ("respectively.").
    else if (
      unit.kind === 'code' &&
      before?.kind === 'sentence' &&
      !isFragment(before) &&
      wordsIn(before.text) > 2
    )
      first--;
  }
  const lastUnit = at(last);
  // A colon opens what follows, and a how-to's answering sentence the steps or code after
  // it: the code block, or the list, whole.
  if (
    lastUnit &&
    (opensWhatFollows(lastUnit) || (form.kind === 'how' && lastUnit.kind === 'sentence'))
  ) {
    const next = at(last + 1);
    if (next?.kind === 'code') last++;
    else if (next?.kind === 'item') {
      last++;
      while (at(last + 1)?.kind === 'item') last++;
    }
  }
  const window = all.slice(first, last + 1);
  const limit = window.some((u) => u.kind !== 'sentence') ? MAX_LIST_WORDS : maxWords;
  let words = proseWords(window);
  // Read on while the next sentence of the paragraph still answers, or the next paragraph
  // opens with half as much of the question as the answering unit holds.
  for (let next = at(last + 1); next; next = at(last + 1)) {
    const reads =
      (next.paragraph === at(last)?.paragraph ||
        held(weights, next.stems) * 2 >= held(weights, unit.stems)) &&
      next.kind === 'sentence' &&
      (held(weights, next.stems) > 0 ||
        (form.kind === 'why' && fitsForm('why', next.text)) ||
        LEANS_BACK.test(next.text) ||
        (words < MIN_WORDS && next.paragraph === at(last)?.paragraph));
    if (!reads || words + wordsIn(next.text) > limit) break;
    window.push(next);
    words += wordsIn(next.text);
    last++;
    if (opensWhatFollows(next)) {
      // What it opens comes whole, and ends the window: the code block, or the list.
      const opened = at(last + 1);
      if (opened?.kind === 'code') window.push(opened);
      for (let item = opened; item?.kind === 'item'; item = at(item.order + 1)) window.push(item);
      break;
    }
  }
  // The start of a sentence the chunk cut at its end ("A few of these are built") is left
  // out: it reads as a fragment, and the rest of it is in another passage.
  const cutEnd = (u: Candidate | undefined) => u !== undefined && u !== unit && cutAtEnd(u);
  while (cutEnd(window.at(-1))) window.pop();
  // It ends before a unit that says again what it holds (a lesson's stressed line repeated
  // as its last step): an answer never quotes a sentence twice.
  const seen = new Set<string>();
  const again = window.findIndex((u) => seen.size === seen.add(saying(u.text)).size);
  return again < 0 ? window : window.slice(0, again);
}

/** What a unit says, without its list marker and emphasis: "4. Type d$ …" says "** Type d$ … **". */
const saying = (text: string) => sameText(text.replace(LIST_ITEM, '').replace(/[*_]+/g, ' '));

/** A sentence that opens a list or code after it: "…as follows:", "To detach a data frame,
 * use the function" and the code that finishes it. */
const opensWhatFollows = (unit: Candidate) =>
  LEADS_IN.test(unit.text) ||
  isStressed(unit) ||
  (unit.opensCode && !/[.!?;]["'”’)]?$/.test(unit.text));

const proseWords = (units: Candidate[]) =>
  units.filter((u) => u.kind !== 'code').reduce((n, u) => n + wordsIn(u.text), 0);

/**
 * What the first window leaves unanswered, when it is much: for a comparison, the best
 * unit naming the side it lacks; for a question that asks two things ("what is entropy and
 * what does HAVING filter?"), the best unit holding most of the words it lacks.
 */
function complement(
  window: Candidate[],
  ranked: Candidate[],
  weights: Map<string, number>,
  total: number,
  form: QuestionForm,
): Candidate | undefined {
  const inWindow = new Set(window.flatMap((u) => [...u.stems]));
  const orders = new Set(window.map((u) => u.order));
  const rest = ranked.filter((c) => !orders.has(c.order) && !c.forbidden);
  const sides = form.subjects.map((s) => [...stemsOf(s)].filter((w) => !STOP.has(w)));
  if (form.kind === 'compare' && sides.length === 2) {
    const missing = sides.filter((side) => side.length > 0 && !side.every((w) => inWindow.has(w)));
    if (missing.length === 0) return undefined;
    return rest.find((c) => missing.some((side) => side.every((w) => c.stems.has(w))));
  }
  // Where the question places its subject ("in R") asks nothing of its own.
  const setting = stemsOf(form.setting ?? '');
  const lacking = new Map([...weights].filter(([w]) => !inWindow.has(w) && !setting.has(w)));
  const missingWeight = [...lacking.values()].reduce((sum, w) => sum + w, 0);
  if (missingWeight < total * UNANSWERED) return undefined;
  return rest.find((c) => held(lacking, c.stems) >= missingWeight * UNANSWERED);
}
