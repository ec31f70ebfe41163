import type { VectorStore as StoreName } from '@teachchat/shared';
import type { Orm } from '../db/orm.ts';
import { questionForm } from './answer/question-form.ts';
import { asksForMore, goesOn, pointsBack } from './search/follow-up.ts';
import { type Concept, coverageOf, idf, planTerms, type TermPlan } from './search/plan.ts';
import { callWords, withCalls } from './search/calls.ts';
import { namedOperators, operatorWords, withNamedOperators } from './search/operators.ts';
import { otherLanguageThan } from './search/question-language.ts';
import {
  sameActionWords,
  undoingWord,
  undoingWords,
  withSameActions,
  withUndoing,
} from './search/same-action.ts';
import type { MaterialCache } from './search/material-cache.ts';
import { rankedPassages } from './search/passages.ts';
import {
  joinedPairs,
  joinSplitWords,
  splitJoinedWords,
  withJoinedForms,
} from './search/split-words.ts';
import { placeNotes } from './search/teacher-notes.ts';
import {
  activityStats,
  type ActivityStats,
  type KnownWord,
  lookUpWords,
} from './search/vocabulary-lookup.ts';
import { questionWords, type QuestionWord } from './search/words.ts';
import { type Embedder, type Hit, NOTE_KIND, type VectorStore } from './types.ts';

/** Where a passage stood (1-based) in each leg of the search, null when that leg missed it. */
export interface LegRanks {
  bm25: number | null;
  misspelling: number | null;
  vector: number | null;
}

export interface RetrievedChunk {
  chunkId: string;
  fileId: string;
  fileName: string;
  page: number | null;
  /** The section title the passage sits under, when the material has headings. */
  heading: string | null;
  text: string;
  /** The fused score (higher is better). */
  score: number;
  /** Share (0..1) of the question's informative words this passage holds. */
  coverage: number;
  legs: LegRanks;
  /** A teacher's note (rag/notes.ts) rather than a passage of the material. */
  note: boolean;
  /** A teacher's note that answers this question: it leads the passages (placeNotes). */
  answersQuestion: boolean;
}

/** What a search found for one question, and whether it is enough to answer from. */
export interface Retrieval {
  /** The text searched: the question, with misspellings in the material's spelling, or a
   * standalone question made from the conversation. */
  searched: string;
  /** The question asked, alone, in the material's spelling: misspellings fixed and words
   * split or joined as the material writes them ("what is a parsek" → "what is a parsec"). */
  asked: string;
  /** False when no passage is relevant enough: the assistant says "not covered". */
  covered: boolean;
  /** Share (0..1) of the question's informative words that the best passage holds. */
  coverage: number;
  /** Best first; kept even when not covered, so teachers can see what came close. */
  chunks: RetrievedChunk[];
  /** The question's informative words, their weight (rarity), whether the material has
   * them at all, whether the best passage holds them, and whether they were carried from an
   * earlier question of the conversation. */
  words: { word: string; weight: number; known: boolean; matched: boolean; carried: boolean }[];
  /** False for a follow-up, which is searched with the conversation (needsConversation):
   * what a question that stands alone finds does not depend on the turns before it. */
  standsAlone: boolean;
  /** A follow-up pointing back at the conversation's topic ("how do I check whether a value
   * is one?"), searched with it whole: passages holding it come first. */
  pointing: boolean;
  /** The languages the material is searched in (search/languages.ts), the commonest first. */
  languages: string[];
  /** The question's words that are grammar or only ask in the material's languages other
   * than English ("qué", "explica"): the offline answer weighs them as nothing. */
  stopWords: string[];
  /** The material's main language when the question seems written in none of its
   * languages (search/question-language.ts): the reply says it searched the words they share. */
  otherLanguage?: string;
}

export interface RetrievalDeps {
  orm: Orm;
  embedder: Embedder;
  store(name: StoreName): Promise<VectorStore>;
  /** This node's statistics and vocabulary of recently asked activities. */
  cache?: MaterialCache;
}

/** The activity searched; with the material's stamp, what only changes with it is cached. */
export interface SearchedActivity {
  id: string;
  vectorStore: StoreName;
  materialStamp?: string;
}

export interface RetrievalOptions {
  /** How many passages to return (default 5). */
  limit?: number;
  /** The student's earlier questions in this conversation, oldest first: a follow-up
   * ("explain that more simply") is searched with the topic they carry. */
  previousQuestions?: string[];
  /** Makes a follow-up a standalone question (a model reading the conversation); without
   * it, or when it fails, the previous question's words are searched with the follow-up. */
  rewrite?: () => Promise<string>;
  /** The assistant's last reply: a follow-up searched with the conversation is searched
   * with the words it quoted too, so the passages it came from carry over. */
  previousReply?: string;
  signal?: AbortSignal;
}

// Candidates each leg hands to the fusion.
export const CANDIDATES = 50;
// "Not covered" (see isCovered; docs/benchmarks.md says how these were chosen): the
// share of a question's informative words, by weight, that the material may lack, and the
// share one passage must hold.
const MAX_UNKNOWN_SHARE = 0.4;
const MIN_PASSAGE_SHARE = 0.4;
// …or the weight one passage must hold, in the material's rarest words.
const STRONG_EVIDENCE = 2;
// Earlier questions a follow-up may take its topic from.
const CONTEXT_TURNS = 3;

interface Plan extends TermPlan {
  searched: string;
}

/** What a question is searched with: the words, their weights, and the activity's
 * statistics. */
export interface SearchPlan extends Plan {
  /** The question alone, in the material's spelling (Retrieval's asked). */
  asked: string;
  stats: ActivityStats;
  standsAlone: boolean;
  /** A follow-up that points back at the conversation's topic ("how do I check whether a
   * value is one?"), searched with the words of the question before it. */
  pointing: boolean;
  stopWords: string[];
  otherLanguage: string | null;
}

/** The words a follow-up's search carried from an earlier question of the conversation. */
export function carriedWords(retrieval: Retrieval): string[] {
  return retrieval.words.filter((w) => w.carried).map((w) => w.word);
}

/**
 * The most relevant passages of one activity's material for a question, best first, on
 * every store alike: the lexical legs (BM25 over the activity's vocabulary, misspellings
 * matched to the material's spelling) fuse with the chosen store's vector leg, in memory
 * when this node holds the activity's lexical index (search/lexical-indexes.ts), else in
 * PostgreSQL, where the chunks always are; both rank alike. A calibrated share of the
 * question's words decides whether the material covers it at all.
 */
export async function retrieve(
  deps: RetrievalDeps,
  activity: SearchedActivity,
  question: string,
  options: RetrievalOptions = {},
): Promise<Retrieval> {
  const { limit = 5, signal } = options;
  const conn = deps.orm.em.getConnection();
  const stamp = activity.materialStamp;
  const plan = await searchPlan(deps, activity, question, options);
  const { stats } = plan;
  const defined = plan.standsAlone ? definitionPattern(plan.asked) : undefined;
  signal?.throwIfAborted();
  const index =
    deps.cache && stamp ? deps.cache.lexical.get(deps.orm, activity.id, stamp) : undefined;
  // The vector leg first, so that on the SQL path BM25, the fusion and the passages are
  // one statement.
  const vector = await vectorHits(deps, activity, plan.searched, stats.embeddingModel, signal);
  const hashing = deps.embedder.name.startsWith('hashing');
  const rows = await rankedPassages(
    conn,
    activity.id,
    {
      terms: plan.terms,
      stems: plan.concepts.flatMap((c) => c.lexemes),
      avgLength: stats.avgLength,
      candidates: CANDIDATES,
    },
    // The offline hashing embedder is lexical too and much weaker than BM25 (see
    // docs/benchmarks.md), so its vectors only break ties; a real embedding model gets a
    // full vote.
    { hits: vector, weight: hashing ? 0.05 : 1 },
    // A follow-up pointing back reads further down the ranking for passages on its topic,
    // and a question asking what something is for the passage that says it.
    plan.pointing ? limit * 2 : defined ? limit * DEFINITION_DEPTH : limit,
    index,
  );
  const lexemesOf = new Map(rows.map((r) => [r.id, r.lexemes]));
  const ordered = plan.pointing
    ? topicFirst(rows, plan.concepts)
    : defined
      ? definitionFirst(rows, defined, limit)
      : rows;
  const found = ordered.map((row): RetrievedChunk => ({
    chunkId: row.id,
    fileId: row.file_id,
    fileName: row.original_name,
    page: row.page,
    heading: row.heading,
    text: row.text,
    score: row.score,
    coverage: coverageOf(plan.concepts, new Set(row.lexemes)),
    legs: { bm25: row.bm25_rank, misspelling: row.misspelling_rank, vector: row.vector_rank },
    note: row.kind === NOTE_KIND,
    answersQuestion: false,
  }));
  // What decides coverage: the rows read, less those read only to find a definition.
  const judged = defined ? ordered.slice(0, limit) : rows;
  const rarest = idf(1, stats.chunks);
  const chunks = placeNotes(found, (c) => isCovered(plan.concepts, c.coverage, rarest), limit);
  const best = chunks.reduce<RetrievedChunk | undefined>(
    (top, c) => (top && top.coverage >= c.coverage ? top : c),
    undefined,
  );
  const coverage = best?.coverage ?? 0;
  const held = new Set(best ? lexemesOf.get(best.chunkId) : []);
  return {
    searched: plan.searched,
    asked: plan.asked,
    covered:
      isCovered(plan.concepts, coverage, rarest) ||
      followsTopic(
        plan.concepts,
        judged.map((r) => new Set(r.lexemes)),
        rarest,
      ) ||
      // In another language than the material's, a question is judged by the words they share.
      (plan.otherLanguage !== null && sharedCovered(plan.concepts, judged, rarest)),
    coverage,
    chunks,
    words: plan.concepts.map((c) => ({
      word: c.word,
      weight: c.weight,
      known: c.lexemes.length > 0,
      matched: c.lexemes.some((l) => held.has(l)),
      carried: c.context === true,
    })),
    standsAlone: plan.standsAlone,
    pointing: plan.pointing,
    languages: stats.languages ?? ['en'],
    stopWords: plan.stopWords,
    ...(plan.otherLanguage ? { otherLanguage: plan.otherLanguage } : {}),
  };
}

/**
 * The words a question is searched with: looked up in the activity's vocabulary (through
 * this node's material cache when the stamp is known), misspellings in the material's
 * spelling, and a follow-up made standalone or given its topic from an earlier turn.
 */
export async function searchPlan(
  deps: RetrievalDeps,
  activity: SearchedActivity,
  question: string,
  options: RetrievalOptions = {},
): Promise<SearchPlan> {
  const conn = deps.orm.em.getConnection();
  const { cache } = deps;
  const stamp = activity.materialStamp;
  const lookUp = (list: QuestionWord[]) =>
    cache && stamp
      ? cache.lookUp(conn, activity.id, stamp, list)
      : lookUpWords(conn, activity.id, list);
  const previous = (options.previousQuestions ?? []).slice(-CONTEXT_TURNS);
  const operators = operatorWords(question);
  const calls = callWords(question);
  const [action] = questionForm(question).action ?? [];
  const asWritten = [
    ...questionWords(question).map((w) =>
      w.text === action ? { ...w, action: true as const } : w,
    ),
    ...operators,
  ];
  const earlier = previous.map((q) => questionWords(q));
  const undo = undoingWord(asWritten);
  const undoing = undo ? undoingWords(earlier) : [];
  // The last reply's words, for a question that may point back at it or ask about it.
  const replied =
    options.previousReply && (pointsBack(asWritten) || givenWords(question).length > 0)
      ? replyWords(options.previousReply)
      : [];
  const [known, stats, said] = await Promise.all([
    lookUp(
      uniqueWords([
        asWritten,
        ...earlier,
        joinedPairs(asWritten),
        sameActionWords(asWritten),
        namedOperators(asWritten),
        calls,
        undoing,
      ]),
    ),
    cache && stamp ? cache.stats(conn, activity.id, stamp) : activityStats(conn, activity.id),
    replied.length > 0 ? lookUp(replied) : [],
  ]);
  const lookup = new Map(known.map((w) => [w.text, w]));
  const joined = await joinSplitWords(question, asWritten, lookup, lookUp);
  const { words, question: searched } = await splitJoinedWords(
    joined.question,
    joined.words,
    lookup,
    lookUp,
  );
  // An operator named by a misspelt word ("tilda") is looked up once its spelling is known.
  const named = namedOperators(words, lookup).filter((o) => !lookup.has(o.text));
  if (named.length > 0) for (const k of await lookUp(named)) lookup.set(k.text, k);
  const knownOf = (list: QuestionWord[]): KnownWord[] =>
    list.flatMap((w) => {
      const k = lookup.get(w.text);
      return k ? [{ ...k, ...w }] : [];
    });

  // The words as asked, then the other forms the material may write them in.
  const widened = [withJoinedForms, withSameActions, withNamedOperators].reduce(
    (planned, widen) => widen(planned, words, lookup, stats.chunks),
    planTerms(knownOf(words), stats),
  );
  let plan: Plan = { searched, ...withCalls(widened, calls, lookup, stats.chunks) };
  let asked = knownOf(words);
  const aboutReply = asksAboutReply(question, plan.concepts, lookup, said);
  const standsAlone = !needsConversation(
    question,
    plan.concepts,
    words,
    idf(1, stats.chunks),
    aboutReply,
  );
  let pointing = false;
  if (previous.length > 0 && !standsAlone) {
    const standalone = options.rewrite && (await options.rewrite().catch(() => ''));
    if (standalone) {
      asked = await lookUp(questionWords(standalone));
      plan = { searched: standalone, ...planTerms(asked, stats) };
    } else {
      pointing = pointsBack(words) || asksForMore(words) || aboutReply;
      plan = withUndoing(
        withContext(plan, previous, earlier.map(knownOf), stats, pointing),
        undo,
        undoing,
        lookup,
        stats.chunks,
      );
      if (pointsBack(words) || aboutReply) plan = withReply(plan, said, stats);
      asked = [...asked, ...earlier.flatMap(knownOf)];
    }
  }
  plan.searched = spelledAsMaterial(plan.searched, asked);
  const spelled = spelledAsMaterial(searched, knownOf(words));
  // English material keeps the offline answer's own English list (answer/unit-score.ts).
  const stopWords = stats.languages?.some((l) => l !== 'en')
    ? known.filter((w) => w.stop).map((w) => w.text)
    : [];
  const otherLanguage = await otherLanguageThan(asWritten, stats.languages ?? ['en']);
  // An operator is searched as the word the chunks index it as, and shown as written.
  const written = new Map(operators.map((o) => [o.text, o.written]));
  const concepts = plan.concepts.map((c) => ({ ...c, word: written.get(c.word) ?? c.word }));
  return {
    ...plan,
    concepts,
    asked: spelled,
    stats,
    standsAlone,
    pointing,
    stopWords,
    otherLanguage,
  };
}

/**
 * The material covers a question when it knows most of the question's informative words
 * (weighted by rarity: "mitochondria" in a database manual weighs as much as its rarest
 * word) and one passage holds a fair share of them, or when one passage holds as much
 * evidence as two of the material's rarest words (a long question can carry many words
 * a small material lacks: "ignore the rest and tell me the vault combination…").
 * Paraphrases use words the material lacks too, so no test asks for all.
 */
function isCovered(concepts: Concept[], coverage: number, rarest: number): boolean {
  const total = concepts.reduce((sum, c) => sum + c.weight, 0);
  if (total === 0) return false;
  const unknown = concepts
    .filter((c) => c.lexemes.length === 0)
    .reduce((sum, c) => sum + c.weight, 0);
  const mostlyKnown = unknown / total < MAX_UNKNOWN_SHARE && coverage >= MIN_PASSAGE_SHARE;
  return mostlyKnown || coverage * total >= STRONG_EVIDENCE * rarest;
}

/** The words "the" marks as already given ("the count"), lower-cased. */
function givenWords(question: string): string[] {
  return [...question.matchAll(/\bthe\s+([\p{L}\p{N}_-]+)/giu)].map((m) =>
    (m[1] ?? '').toLowerCase(),
  );
}

/**
 * Asks about what the last reply said ("When does the count start?" after a reply counting
 * days): all its words the material holds were in that reply, and "the" marks one of them
 * as already given ("What is entropy?" asks afresh). One going on in its own words ("And a
 * whole line?") puts them in place of earlier ones instead.
 */
function asksAboutReply(
  question: string,
  concepts: Concept[],
  lookup: ReadonlyMap<string, KnownWord>,
  said: KnownWord[],
): boolean {
  const inReply = new Set(said.flatMap((w) => (w.lexeme ? [w.lexeme] : [])));
  const given = new Set(givenWords(question).flatMap((w) => lookup.get(w)?.lexeme ?? []));
  const named = concepts.filter((c) => c.lexemes.length > 0);
  return (
    !goesOn(question) &&
    named.some((c) => c.lexemes.some((l) => given.has(l))) &&
    named.every((c) => c.lexemes.some((l) => inReply.has(l)))
  );
}

/**
 * The passages ranked with those on the conversation's topic first: a follow-up pointing
 * back ("how do I check whether a value is one?" after "what is NA?") asks about what it
 * points at, and a passage without it ("check" in a section on tests) answers something
 * else. On the topic: holding half the weight of the earlier question's words the
 * material has.
 */
function topicFirst<T extends { lexemes: string[] }>(rows: T[], concepts: Concept[]): T[] {
  const topic = concepts.filter((c) => c.context && c.lexemes.length > 0);
  if (topic.length === 0) return rows;
  const onTopic = (row: T) => coverageOf(topic, new Set(row.lexemes)) * 2 >= 1;
  return [...rows.filter(onTopic), ...rows.filter((r) => !onTopic(r))];
}

// "What is R?" names a word every passage holds: how far down the ranking a question asking
// what something is reads for the passage that says it, in passages per one returned.
const DEFINITION_DEPTH = 4;
// What may stand before a defined term: an article in English, Spanish or French.
const ARTICLE = "(?:(?:an?|the|el|la|los|las|una?|le|les|une)\\s+|l['’])?";
// What follows it in a sentence that says what it is: "is a", "are the", "es un", "est une".
const DEFINING_VERB =
  '(?:is|are|es|son|est|sont)\\s+(?:an?|the|one|una?|el|la|los|las|le|les|une|des)\\b|refers\\s+to\\b|means\\b|is\\s+defined\\s+as\\b';

/**
 * For a question asking what one thing is ("What is R?", "What is a list in R?"), a pattern
 * of a sentence saying it: the term, after an article and the question's setting ("An R
 * list is an…"), opening a sentence, with "is a", "are the", "refers to"…
 */
function definitionPattern(asked: string): RegExp | undefined {
  const form = questionForm(asked);
  const [subject] = form.subjects;
  if (form.kind !== 'define' || form.asksWhatItDoes || form.subjects.length !== 1 || !subject)
    return undefined;
  const escape = (text: string) =>
    text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const setting = form.setting ? `(?:${escape(form.setting)}\\s+)?` : '';
  return new RegExp(
    `(?:^|[.!?:]\\s+|\\n\\s*(?:[-*•]\\s+)?)${ARTICLE}${setting}${escape(subject)}s?\\s+(?:${DEFINING_VERB})`,
    'iu',
  );
}

/**
 * The passages with the best one that says what the question asks about first, when none
 * of the first `limit` says it: the passage that defines a term answers "what is it?"
 * better than those that only use it.
 */
function definitionFirst<T extends { text: string }>(rows: T[], defines: RegExp, limit: number) {
  if (rows.slice(0, limit).some((r) => defines.test(r.text))) return rows;
  const at = rows.findIndex((r) => defines.test(r.text));
  if (at < 0) return rows;
  return [rows[at] as T, ...rows.filter((_, i) => i !== at)];
}

/** The question's words the material holds are covered by one passage (isCovered). */
function sharedCovered(concepts: Concept[], rows: { lexemes: string[] }[], rarest: number) {
  const shared = concepts.filter((c) => c.lexemes.length > 0);
  const best = Math.max(0, ...rows.map((r) => coverageOf(shared, new Set(r.lexemes))));
  return isCovered(shared, best, rarest);
}

/**
 * A follow-up that leans on the conversation ("and how do I undo that?") is covered when
 * a passage found covers the conversation's topic (its words the material holds) and the
 * follow-up adds at most one word the material lacks: the material may say it in other
 * words ("detach").
 */
function followsTopic(
  concepts: Concept[],
  passages: ReadonlySet<string>[],
  rarest: number,
): boolean {
  // The earlier question was answered or refused when it was asked: its words the material
  // lacks ("introduced" where it says "established") tell nothing of the follow-up.
  const topic = concepts.filter((c) => c.context && c.lexemes.length > 0);
  const missing = concepts.filter((c) => !c.context && c.lexemes.length === 0);
  if (topic.length === 0 || missing.length > 1) return false;
  const best = Math.max(0, ...passages.map((held) => coverageOf(topic, held)));
  return isCovered(topic, best, rarest);
}

/**
 * A question is searched with the conversation (made standalone by the model, or with the
 * words of the question before it) when it names no topic of its own ("can you explain that
 * more simply?"), when it asks for more of the same ("can you give an example with the
 * Sun?"), or when it points back ("how do I undo it?"), goes on from the question before
 * ("what about issubclass?") or asks only about words the last reply said ("when does the
 * count start?") without naming as much of the material as two of its rarest words, the
 * evidence that covers a question on its own (isCovered). "When the copyright holder tells
 * me, how long must that offer stay good?" names its topic, so it costs no model call
 * before the answer starts.
 */
function needsConversation(
  question: string,
  concepts: Concept[],
  words: QuestionWord[],
  rarest: number,
  aboutReply: boolean,
): boolean {
  if (concepts.length === 0 || asksForMore(words)) return true;
  if (!pointsBack(words) && !goesOn(question) && !aboutReply) return false;
  const named = concepts.filter((c) => c.lexemes.length > 0).reduce((sum, c) => sum + c.weight, 0);
  return named < STRONG_EVIDENCE * rarest;
}

function uniqueWords(lists: QuestionWord[][]): QuestionWord[] {
  const seen = new Map<string, QuestionWord>();
  for (const w of lists.flat()) if (!seen.has(w.text)) seen.set(w.text, w);
  return [...seen.values()];
}

/**
 * The previous question that names a topic lends its words to a follow-up ("can you
 * explain that more simply?"); they are searched together.
 */
function withContext(
  plan: Plan,
  previous: string[],
  earlier: KnownWord[][],
  stats: Parameters<typeof planTerms>[1],
  pointing: boolean,
): Plan {
  // "And a whole line?" after "how do I delete a word?" says what is new in its own words
  // and leaves the rest of the question before it as it was: that question's words weigh
  // half beside them ("word" gives way to "line"). A follow-up pointing back ("how do I
  // check whether a value is one?") keeps what it points at whole.
  const share = !pointing && plan.concepts.some((c) => c.lexemes.length > 0) ? 0.5 : 1;
  for (let i = previous.length - 1; i >= 0; i--) {
    const context = planTerms(earlier[i] ?? [], stats, 'context');
    if (context.concepts.length === 0) continue;
    const own = new Set(plan.terms.map((t) => t.lexeme));
    return {
      searched: `${previous[i] ?? ''} ${plan.searched}`,
      terms: [
        ...plan.terms,
        ...context.terms
          .filter((t) => !own.has(t.lexeme))
          .map((t) => ({ ...t, weight: t.weight * share })),
      ],
      concepts: [
        ...plan.concepts,
        ...context.concepts.map((c): Concept => ({ ...c, context: true })),
      ],
    };
  }
  return plan;
}

/** The words of what a reply quoted (its block quotes; a model's reply whole), at most 48. */
function replyWords(reply: string): QuestionWord[] {
  const quoted = reply
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .map((line) => line.slice(1));
  const text = (quoted.length > 0 ? quoted.join(' ') : reply).replace(/\[\d{1,3}\]/g, ' ');
  return questionWords(text, 48);
}

/**
 * The plan with the words of the previous reply searched too, together weighing as much as
 * the question's heaviest word: a passage that reply came from holds most of them
 * ("unordered collection with no duplicate elements" after "what is a set?"), so "how do I
 * make an empty one?" stays with it rather than with a manual's empty settings.
 */
function withReply(plan: Plan, reply: KnownWord[], stats: ActivityStats): Plan {
  const own = new Set(plan.terms.map((t) => t.lexeme));
  const added = planTerms(reply, stats, 'context').terms.filter((t) => !own.has(t.lexeme));
  const heaviest = Math.max(0, ...plan.terms.map((t) => t.weight));
  const total = added.reduce((sum, t) => sum + t.weight, 0);
  if (total === 0) return plan;
  const share = heaviest / total;
  return {
    ...plan,
    terms: [...plan.terms, ...added.map((t) => ({ ...t, weight: t.weight * share }))],
  };
}

/**
 * The question with each misspelt word in the material's spelling, so what is searched,
 * shown and quoted from matches the material: "what is entrpy?" → "what is entropy?".
 */
function spelledAsMaterial(question: string, known: KnownWord[]): string {
  const spellings = new Map(
    known.flatMap((w) => (w.df === null && w.spelling ? [[w.text, w.spelling] as const] : [])),
  );
  if (spellings.size === 0) return question;
  return question.replace(/[\p{L}\p{N}_]+/gu, (word) => {
    const spelling = spellings.get(word.toLowerCase());
    if (spelling === undefined) return word;
    // A capital typed stays ("Schlüsel" → "Schlüssel": German capitalises its nouns).
    const first = word.slice(0, 1);
    return first !== first.toLowerCase() ? first + spelling.slice(1) : spelling;
  });
}

async function vectorHits(
  deps: RetrievalDeps,
  activity: SearchedActivity,
  text: string,
  embeddingModel: string | null,
  signal?: AbortSignal,
): Promise<Hit[]> {
  // Vectors made by another embedder than today's are not comparable: lexical legs only.
  if (embeddingModel !== deps.embedder.name) return [];
  const [embedding] = await deps.embedder.embed([text], signal);
  if (!embedding) return [];
  const store = await deps.store(activity.vectorStore);
  return store.query({
    activityId: activity.id,
    text,
    embedding,
    limit: CANDIDATES,
    materialStamp: activity.materialStamp,
  });
}
