import { asksInLanguages, folded } from '../../rag/search/languages.ts';

// Words that make no phrase with a topic's word: "a collision", "collision happens".
const FILLER = new Set(
  `a an the of in on at to for from by with about into over and or but not no is are was were be
  been being do does did done have has had can could would should will shall may might must
  what which who whom whose why how when where there here this that these those it its they
  them their we our you your i me my he she his her than then so if as also just only very
  more most less much many some any each every all both either one two first last new get
  got make makes made happen happens happened mean means explain tell give show use used work
  works difference between example please help know understand question answer say`.split(/\s+/),
);

const englishWords = (text: string) =>
  text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
// In other languages an elided article or pronoun is a word apart ("l'index", "d’une").
const wordsApart = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];

/** Whether a word is a form of the topic: its usual spelling, or a form of its stem. */
const isEnglishForm = (word: string, label: string, stem: string) =>
  word === label || (stem.length >= 3 && word.startsWith(stem));
// Stems of other languages are of words without accents ("índices": "indic").
const isFoldedForm = (word: string, label: string, stem: string) =>
  word === label || (stem.length >= 3 && folded(word).startsWith(stem));

/** Material in other languages than English: the questions' stop words in them
 * (termsOfQuestions) and the languages, whose words that only ask are filler too. */
export interface PhraseLanguage {
  fillers: ReadonlySet<string>;
  languages: readonly string[];
}

/**
 * A topic's name as a phrase a teacher recognises. Questions are grouped by one word of the
 * material ("binary"), which alone rarely says what was asked about. In order: the two
 * words students wrote together most (in at least two of the group's questions, "binary
 * search"); else the shortest heading of the material holding the word ("Collisions and
 * chaining"); else the word itself. Other languages than English have their own
 * filler words and stems of unaccented words (`language`).
 */
export function topicPhrase(
  topic: { term: string; label: string },
  questions: readonly string[],
  headings: readonly string[],
  language?: PhraseLanguage,
): string {
  const { term, label } = topic;
  const words = language ? wordsApart : englishWords;
  const isForm = language ? isFoldedForm : isEnglishForm;
  const filler = language
    ? { has: (w: string) => language.fillers.has(w) || asksInLanguages(w, language.languages) }
    : FILLER;
  const seen = new Map<string, number>();
  for (const question of questions) {
    const w = words(question);
    const pairs = new Set<string>();
    for (let i = 0; i + 1 < w.length; i++) {
      const [a = '', b = ''] = [w[i], w[i + 1]];
      const other = isForm(a, label, term) ? b : isForm(b, label, term) ? a : null;
      if (other === null || filler.has(other) || other.length < 3 || /^\d+$/.test(other)) continue;
      if (isForm(other, label, term)) continue;
      pairs.add(`${a} ${b}`);
    }
    for (const pair of pairs) seen.set(pair, (seen.get(pair) ?? 0) + 1);
  }
  const best = [...seen].sort(([a, na], [b, nb]) => nb - na || a.localeCompare(b))[0];
  if (best && best[1] >= 2) return best[0];
  const heading = headings
    .filter((h) => h.length <= 60 && words(h).some((w) => isForm(w, label, term)))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
  return heading ?? label;
}
