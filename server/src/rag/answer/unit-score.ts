import { DEFINING, fitsForm, type QuestionForm } from './question-form.ts';
import { namesNoTopic } from '../search/follow-up.ts';
import { actionOf, actionOfVerb } from '../search/same-action.ts';
import { infinitivesOf } from '../search/verb-forms.ts';
import { questionWords } from '../search/words.ts';
import { stem } from './stem.ts';
import type { Unit } from './units.ts';

// How well each unit of the passages answers a question: the share of its telling words,
// the shape the question's form asks for, the search's rank, and what is no sentence of
// the text. answer/window.ts builds the answer around the best.

// A sentence of the shape the question asks for (a definition of its subject, a reason
// for "why", steps or code for "how") is worth this much more than its share of the words.
const SHAPED = 0.25;
const DEFINES_SUBJECT = 0.35;
// Each place further down the search's ranking costs a unit this much: the passage the
// search put first is the likeliest to answer.
const RANK_COST = 0.15;
// What a unit keeps of its score when it asks a question (a practice question, or a
// sentence that asks before it answers), when it is no sentence of the text (a heading, a
// caption, an index entry, a footnote, the cut end of a sentence), or when the previous
// reply already quoted it.
// What a question's word is worth in a unit when only its surroundings hold it.
const CONTEXT = 0.5;
const ASKS = 0.1;
const BARE = 0.3;
const SAID_BEFORE = 0.7;
// "Most of the question": a unit of the shape that answers outright must hold this share.
const MOST = 0.5;
// Below this, no unit is worth quoting.
export const MIN_SCORE = 0.05;
// Words too common to show that a sentence is about the question: grammar, and the words
// of its form. (PostgreSQL's whole English stop list was tried: its quantifiers, "more",
// "most", "no", "own", tell what a question asks, and three subjects of
// scripts/bench/answers.ts lost four answers.)
export const STOP: ReadonlySet<string> = new Set(
  'a an and are as at be by can could do does did for from how i if in is it me my of on or please should tell that the their them then there these this those to was we what when where which who why will with would you your explain give example examples mean means say says difference differences differ different between compare work works use used using some any each such very too than many much'.split(
    ' ',
  ),
);

// Number words read as the digits material often writes ("sixth" and "6th", "two" and "2").
const NUMBER_WORDS = new Map(
  'zero one two three four five six seven eight nine ten eleven twelve'
    .split(' ')
    .map((w, i) => [w, String(i)] as const)
    .concat(
      'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'
        .split(' ')
        .map((w, i) => [w, `${i + 1}th`] as const),
    ),
);

export function stemsOf(text: string): Set<string> {
  return new Set([
    ...(text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).map((w) => {
      const s = stem(NUMBER_WORDS.get(w) ?? w.replace(/^(\d+)(?:st|nd|rd)$/, '$1th'));
      return actionOf(s);
    }),
    ...operatorsIn(text),
    ...oneLetterCalls(text),
  ]);
}

// A one-letter name written as a call ("c()", "t(x)"): the function, not the letter "c"
// of "values of c".
const ONE_LETTER_CALL = /(?<![\p{L}\p{N}_.$])\p{L}\(/gu;
const oneLetterCalls = (text: string) =>
  (text.match(ONE_LETTER_CALL) ?? []).map((call) => `${call.toLowerCase()})`);

// A run of operator characters: "//", "%*%", "<-", "[[", "...".
const OPERATOR = /[=<>!%*/+\-^~@$|&:.[\]]+/g;

/** The operators a text writes ("What does the // operator do?", "<-", "..."): runs of
 * operator characters without a sentence's closing stop, where they are no punctuation of
 * prose (a lone dot or hyphen, "--" of an option). */
function operatorsIn(text: string): string[] {
  return (text.match(OPERATOR) ?? [])
    .map((run) => (run === '...' ? run : run.replace(/[.:]+$/, '')))
    .filter((run) => run === '...' || /[^.:-]/.test(run))
    .filter((run) => run.length > 1 || /^[=*/%<>^~@$|&]$/.test(run));
}

export interface Candidate extends Unit {
  source: number;
  /** The first unit of its passage. */
  first: boolean;
  /** The last unit of its passage. */
  last: boolean;
  /** A sentence the code after it finishes ("To detach a data frame, use the function"). */
  opensCode: boolean;
  forbidden: boolean;
  order: number;
  stems: Set<string>;
  /** The stems of what surrounds it: its heading, the sentences it follows. */
  context: Set<string>;
  score: number;
}

/** The question's words and how telling each is: rarer among the passages' units, heavier.
 * (The search's rarity of each word in the whole material was tried instead and lost on two
 * of three subjects of scripts/bench/answers.ts.) */
export function weigh(
  question: string,
  candidates: { stems: Set<string> }[],
  stopWords: readonly string[] = [],
): Map<string, number> {
  // A single letter counts only as a name or code ("What is R?"), not as "x" or "a"; one
  // written as a call ("What does c() do?") counts as that call.
  // A stop word written as code ("u and U", `as`) is the topic.
  const asked = questionWords(question, Number.MAX_SAFE_INTEGER).filter(
    (w) =>
      (w.code || (!STOP.has(w.text) && !namesNoTopic(w) && !w.form)) &&
      (w.text.length > 1 || w.name || w.code),
  );
  const code = stemsOf(
    asked
      .filter((w) => w.code)
      .map((w) => w.text)
      .join(' '),
  );
  // The material's own stop words (another language's) tell nothing either, unless written
  // as code.
  const stop = new Set([...STOP, ...stopWords.flatMap((w) => [...stemsOf(w)])]);
  const words = [
    ...stemsOf(asked.map((w) => w.text).join(' ')),
    // A verb written as the student conjugates it, read as its action ("¿cómo salgo?") and
    // as the infinitive the material writes ("cierro", "cerrar"): forms no passage holds
    // weigh nothing below.
    ...asked.flatMap((w) => (w.code ? [] : verbStems(w.text, candidates))),
    ...operatorsIn(question.replace(/[?.!]+\s*$/, '')),
    ...oneLetterCalls(question),
  ].filter((w) => !stop.has(w) || code.has(w));
  const weights = new Map<string, number>();
  for (const w of words) {
    const df = candidates.filter((c) => c.stems.has(w)).length;
    if (df > 0) weights.set(w, Math.log(1 + candidates.length / df));
  }
  return weights;
}

/** What a question's verb is read as besides its stem: its action's stem, and, when no
 * candidate holds it as written, the stems of its infinitives. */
function verbStems(word: string, candidates: { stems: Set<string> }[]): string[] {
  const action = actionOfVerb(word);
  const written = [...stemsOf(word)].some((s) => candidates.some((c) => c.stems.has(s)));
  const infinitives = written
    ? []
    : ['es', 'fr'].flatMap((l) => infinitivesOf(word, l)).flatMap((f) => [...stemsOf(f)]);
  return action === undefined ? infinitives : [action, ...infinitives];
}

export function held(weights: Map<string, number>, stems: Set<string>): number {
  let sum = 0;
  for (const [w, weight] of weights) if (stems.has(w)) sum += weight;
  return sum;
}

export const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
export const sameText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** A line the material stresses whole, long enough to say something: "** To save part of
 * the file, type v motion :w FILENAME **" (a short one, "**Installation**", is a heading). */
export const isStressed = (unit: Unit) =>
  /^([*_]{1,2})\s*\S.*\S\s*\1$/.test(unit.text) && wordsIn(unit.text) >= 6;

/** A line with no sentence in it (a heading, a caption, a label), or a footnote. */
function isBare(unit: Candidate): boolean {
  if (unit.kind !== 'sentence') return false;
  const words = wordsIn(unit.text);
  // A line the material stresses whole ("** To save part of the file, type v motion :w
  // FILENAME **") is a statement when it runs to a clause, not a heading or a footnote.
  if (isStressed(unit)) return false;
  // A footnote ("² Note however that…", "* Except on Windows") stands aside from the text it
  // annotates; "**" opens emphasis.
  if (/^(?:[\p{No}†‡]|\*(?!\*))/u.test(unit.text)) return true;
  // A sentence the code after it finishes is no heading.
  return !/[.!?:;]["'”’)]?$/.test(unit.text) && words < 12 && !(unit.opensCode && words >= 4);
}

/** An index or contents entry ("rep . . . . . . 33"): it points to an answer, never is one. */
const isIndexEntry = (unit: Unit) => /(?:\.\s?){6,}/.test(unit.text);

/** A short sentence that only sends the reader elsewhere ("See Section 6.2.1 [Concatenating
 * lists], page 30."): it points to an answer, it does not give one. One that opens what
 * follows it ("See how the list grows:") is no pointer. */
const isPointer = (unit: Unit) =>
  /^\(?(?:see|véase|vea|voir)\b/iu.test(unit.text) &&
  wordsIn(unit.text) <= 12 &&
  !/:\s*$/.test(unit.text);

// A listing of names (the output of dir(), a table of keywords) holds many names by chance:
// this many comma-separated items of a word or two each.
const LISTING_ITEMS = 8;
const isListing = (unit: Unit) => {
  const items = unit.text.split(',');
  return (
    items.length >= LISTING_ITEMS &&
    items.filter((i) => wordsIn(i) <= 2).length * 4 >= items.length * 3
  );
};

// "Scopes are determined statically" describes, it does not define: a participle after
// "is" or "are", other than these, marks a sentence that is not a definition.
const DEFINING_PARTICIPLES = /^(?:called|defined|known|named|used|designed|intended|based)$/i;
// A sentence that opens with one of these says something about its subject under a
// condition ("Although scopes are…", "Both elliptical and spiral galaxies are…").
const SUBORDINATE =
  /^(?:although|though|while|when|whenever|if|since|because|as|unless|both|unlike|once|whereas|after|before|until|so|but|and|or|this|these|that|those|it|they)$/i;
// Words an opening may hold besides the subject's own: "A *namespace* is", "The term X is".
const OPENING_SPARE_WORDS = 3;

/**
 * The sentence says what the question's subject is: it opens with the subject (after an
 * article) and a defining verb ("A module is a file …", "Elliptical galaxies are …",
 * "Altitude refers to …"), or names the subject as what it defines ("… slices called Time
 * Zones"), or, for "what does X do?", opens with X.
 */
function definesSubject(unit: Candidate, subject: Set<string>, form: QuestionForm): boolean {
  if (subject.size === 0 || unit.kind === 'code') return false;
  if (
    form.asksWhatItDoes &&
    !SUBORDINATE.test(/^\S+/.exec(unit.text)?.[0] ?? '') &&
    opensWith(unit.text, subject)
  )
    return true;
  // "… is to create a virtual environment, a self-contained directory tree that …"
  if (appositive(unit.text, subject)) return true;
  if (marksTerm(unit.text, subject)) return true;
  // "By the mode of an object we mean the basic type…", "By a factor is meant…"
  const by = BY_MEANING.exec(unit.text);
  if (by && opensLead(by[1] ?? by[2] ?? '', subject, stemsOf(form.setting ?? ''))) return true;
  // Any of the sentence's defining verbs may be the one: "This localization is accomplished
  // by dividing the globe into slices called Time Zones."
  for (const opening of unit.text.matchAll(DEFINING_ALL)) {
    const lead = unit.text.slice(0, opening.index);
    const rest = unit.text.slice(opening.index + opening[0].length);
    // "… slices called Time Zones", "These points are the Celestial Poles."
    if (/called|known as|named/i.test(opening[0])) {
      if (opensWith(rest, subject)) return true;
      continue;
    }
    // "… is defined as the focal ratio", "The hour angle is defined as …"
    if (/defined as/i.test(opening[0]) && opensWith(rest, subject)) return true;
    if (/^\s*(?:an?|the)\s/i.test(rest) && opensWith(rest, subject, 1)) return true;
    const after = /^\s*(\S+)/.exec(rest)?.[1] ?? '';
    const describes =
      /^(?:is|are|was|were)$/i.test(opening[0]) &&
      /ed$/i.test(after) &&
      !DEFINING_PARTICIPLES.test(after);
    if (!describes && subjectLeads(lead, subject, stemsOf(form.setting ?? ''))) return true;
  }
  return false;
}

const DEFINING_ALL = new RegExp(DEFINING.source, 'gi');

const PREPOSITION =
  /\b(?:to|of|in|on|at|from|with|by|for|into|onto|than|about|as|under|over|through|between|near)\s*$/i;

/** The subject, after an article, followed by a comma and a noun phrase saying what it is:
 * "a :term:`virtual environment`, a self-contained directory tree that contains…". */
function appositive(text: string, subject: Set<string>): boolean {
  for (const comma of text.matchAll(/,\s+an?\s+\p{L}/giu)) {
    const before = text.slice(0, comma.index);
    const article = [...before.matchAll(/\b(?:an?|the)\s+/gi)].at(-1);
    // "… is to the Sun, a …" places the subject, it does not name it.
    if (!article || PREPOSITION.test(before.slice(0, article.index))) continue;
    const named = stemsOf(before.slice(article.index + article[0].length).replace(/:\w+:/g, ' '));
    if ([...subject].every((w) => named.has(w)) && named.size === subject.size) return true;
  }
  return false;
}

// A term set in emphasis or marked as a definition where the text introduces it: "*raw
// strings*", "**namespace**", reST's ":dfn:`docstring`".
const MARKED_TERM =
  /(?<![\p{L}\p{N}*_])([*_]{1,2})(?!\s)([^*_\n]+?)(?<!\s)\1(?![\p{L}\p{N}*_])|:dfn:`([^`]+)`/gu;

/** The sentence marks the subject as the term it introduces ("… this string literal is the
 * function's documentation string, or :dfn:`docstring`"). */
function marksTerm(text: string, subject: Set<string>): boolean {
  for (const [, , emphasised, defined] of text.matchAll(MARKED_TERM)) {
    const term = stemsOf(emphasised ?? defined ?? '');
    if (term.size === subject.size && [...subject].every((w) => term.has(w))) return true;
  }
  return false;
}

// A definition that names its subject after "by": "By X we mean", "By X is meant".
const BY_MEANING = /^by\s+(.+?)\s+(?:we|i|one)\s+mean\b|^by\s+(.+?)\s+is\s+meant\b/i;

// What may stand before the subject in a defining opening: an article, a possessive ("An
// object's Hour Angle is…"), "one" or "each", a noun naming the subject as a term ("The term
// X is…").
const LEAD_ASIDE =
  /^(?:a|an|the|one|each|every|any|term|word|concept|notion|phrase|\p{L}+['’]s|el|la|los|las|un|una|le|les|une|l['’]\p{L}*)$/iu;

/**
 * The words before a defining verb are the subject's: whole, or after an opening phrase that
 * a comma closes ("In Python, a namespace is…"), and past what LEAD_ASIDE allows, they begin with the
 * subject and hold at least half of it ("A set is…" defines "a set in Python"), with at most
 * OPENING_SPARE_WORDS others. "An example Julian Day is…", "Note that the Julian Day is…"
 * and "Also, if Hour Angle is…" do not define what they name.
 */
function subjectLeads(lead: string, subject: Set<string>, setting: Set<string>): boolean {
  // "The tenth Fibonacci number, fib(10), is…" whole; "In Python, a namespace is…" after
  // its comma.
  return (
    opensLead(lead, subject, setting) ||
    opensLead(lead.slice(lead.lastIndexOf(',') + 1), subject, setting)
  );
}

function opensLead(clause: string, subject: Set<string>, setting: Set<string>): boolean {
  // Words only: a list item's bullet or number is not the sentence's first word.
  const words = clause
    .replace(/[*_`:;()"“”]+/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w) && !/^\p{N}+[.)]$/u.test(w));
  if (SUBORDINATE.test(words[0] ?? '')) return false;
  // "NA and zero values are allowed" says something of both, and defines neither.
  if (words.some((w) => /^(?:and|or)$/i.test(w))) return false;
  // The question's setting may stand before the subject: "An R list is…" for "a list in R".
  const named = words.filter(
    (w) => !LEAD_ASIDE.test(w) && ![...stemsOf(w)].every((s) => setting.has(s)),
  );
  const first = named[0];
  if (!first || ![...stemsOf(first)].some((w) => subject.has(w))) return false;
  // A name joined by dots or underscores ("is.na(xx)", "sys_path") is one name: it opens
  // with the subject only when it is the subject.
  const name = first.replace(/\(.*$/, '').toLowerCase();
  if (
    /[\p{L}\p{N}][._][\p{L}\p{N}]/u.test(name) &&
    ![...stemsOf(name)].every((w) => subject.has(w))
  )
    return false;
  const stems = stemsOf(named.join(' '));
  const held = [...subject].filter((w) => stems.has(w)).length;
  return named.length <= subject.size + OPENING_SPARE_WORDS && held * 2 >= subject.size;
}

/** The text opens with the subject: "The attach() function takes…", "… called Time Zones";
 * with `spare` words besides it at most, and nothing after them but the sentence's end when
 * fewer than OPENING_SPARE_WORDS are allowed. Half of the subject is enough when its first
 * word opens the text, as opensLead reads it: "… is defined as the focal ratio" names "the
 * focal ratio of a telescope". */
function opensWith(text: string, subject: Set<string>, spare = OPENING_SPARE_WORDS): boolean {
  const all = text.trim().split(/\s+/);
  const words = all.slice(0, subject.size + spare);
  if (spare < OPENING_SPARE_WORDS && all.length > words.length) return false;
  const stems = stemsOf(words.join(' '));
  const held = [...subject].filter((w) => stems.has(w)).length;
  if (held === subject.size) return true;
  const [head] = subject;
  const first = words.find((w) => /[\p{L}\p{N}]/u.test(w) && !LEAD_ASIDE.test(w)) ?? '';
  return head !== undefined && stemsOf(first).has(head) && held * 2 >= subject.size;
}

/** A passage's first unit that starts in lower case: the rest of a sentence the chunk cut;
 * or its last, without a sentence's end: the start of one. */
function isCut(unit: Candidate): boolean {
  return unit.kind === 'sentence' && ((unit.first && /^\p{Ll}/u.test(unit.text)) || cutAtEnd(unit));
}

/** A heading, a caption or a piece of a sentence the chunk cut: never an answer alone. */
export function isFragment(unit: Candidate): boolean {
  return isBare(unit) || isCut(unit);
}

/** A passage's last sentence that the chunk cut before its end. */
export function cutAtEnd(unit: Candidate): boolean {
  return unit.kind === 'sentence' && unit.last && !/[.!?:;)"”’`\]](?:\s*[*_]+)?$/.test(unit.text);
}

/**
 * How well a unit answers: the share of the question's telling words it holds, more for
 * the shape the question asks for, less the further down the search ranked its passage.
 * `strong`: it has the shape that answers outright (a definition of the subject, both
 * sides of a comparison) and holds most of the question: such units come first.
 */
export function score(
  c: Candidate,
  form: QuestionForm,
  weights: Map<string, number>,
  total: number,
  subjects: Set<string>[],
  said: string,
): { value: number; strong: boolean } {
  const own = held(weights, c.stems);
  if (own === 0 || isIndexEntry(c)) return { value: 0, strong: false };
  let around = 0;
  for (const [w, weight] of weights) if (!c.stems.has(w) && c.context.has(w)) around += weight;
  const share = (own + CONTEXT * around) / total;
  let bonus = 0;
  let strong = false;
  if (form.kind === 'define' && subjects.some((s) => definesSubject(c, s, form))) {
    bonus = DEFINES_SUBJECT;
    strong = true;
  } else if (
    form.kind === 'compare' &&
    subjects.length > 1 &&
    subjects.every((s) => holdsAll(c, s))
  ) {
    bonus = SHAPED;
    strong = true;
  } else if (fitsForm(form.kind, c.text)) bonus = SHAPED;
  else if ((form.kind === 'how' || form.kind === 'example') && c.kind === 'code') bonus = SHAPED;
  else if (form.kind === 'list' && c.kind === 'item') bonus = SHAPED / 2;
  let value = share + bonus * share - (c.source - 1) * RANK_COST;
  // What the material stresses whole is the point of its passage: worth a place.
  if (isStressed(c)) value += RANK_COST;
  // A heading, a question or a cut fragment never answers outright, whatever it names.
  // A question mark closes a word; standing alone it is a symbol ("use ? instead of /").
  const asks = /\S\?(?:\s|$)/.test(c.text);
  const bare = isBare(c) || isCut(c) || isPointer(c) || (form.kind !== 'list' && isListing(c));
  if (asks) value *= ASKS;
  if (bare) value *= BARE;
  if (asks || bare) strong = false;
  if (said && said.includes(sameText(c.text))) value *= SAID_BEFORE;
  return { value, strong: strong && share >= MOST && value > MIN_SCORE };
}

const holdsAll = (c: Candidate, words: Set<string>) =>
  words.size > 0 && [...words].every((w) => c.stems.has(w));
