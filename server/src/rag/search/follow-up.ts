import { goesOnInLanguages, pointsBackInLanguages } from './languages.ts';
import type { QuestionWord } from './words.ts';

// Words that ask about the conversation rather than name a topic: a question made only of
// these (and stop words) is a follow-up ("can you explain that more simply?").
const CUES = new Set(
  (
    'explain explained explaining explanation simpler simply simple easier example examples instance ' +
    'more again elaborate clarify detail details detailed mean meant meaning define definition ' +
    'say says said describe tell show give another else part bit thing things also please ' +
    'thanks thank ok okay understand understood sure really exactly continue go summarize ' +
    'summarise summary rephrase repeat'
  ).split(' '),
);

// Words that carry what a question asks of its topic ("what is the difference between…",
// "how does … work", "how do I use …"), and light verbs, which say little of it ("why put
// telescopes in space?", "how do I make a vector shorter?"): the material need not hold
// them to cover it.
const FORM_WORDS = new Set(
  (
    'difference differences differ differs different differently distinguish compare compared ' +
    'comparing comparison versus vs work works working worked use uses used using happen ' +
    'happens happened purpose make makes making made get gets getting got gotten come comes ' +
    'coming came take takes taking took taken put puts putting keep keeps keeping kept need ' +
    'needs needed needing want wants wanted wanting go goes going went gone'
  ).split(' '),
);

// Words that ask for more of what was said before: an example, another, a simpler way.
const MORE = new Set(
  'example examples instance simpler simply elaborate again else another further'.split(' '),
);

// Words that point back at something said before.
const ANAPHORS = new Set(
  "it its it's that this these those they them their theirs he she him her his above former latter same such".split(
    ' ',
  ),
);

// Words of grammar that English stop lists (PostgreSQL's among them) leave out: they join
// a question's parts and never name its topic ("whether", "whose").
const GRAMMAR = new Set(
  (
    'whether whose whom whichever whatever whoever whenever wherever however although though ' +
    'unless whereas upon within without among amongst onto via yet even ever also instead rather ' +
    'something anything everything nothing someone anyone everyone somebody anybody ' +
    // The asker and whom they ask: rare in a manual that writes no "I", never its topic.
    'i me my mine myself we us our ours you your yours yourself'
  ).split(' '),
);

// A question that opens like this goes on from the one before it ("what about issubclass?",
// "and how do I undo that?", "what if my data aren't normal?").
const GOES_ON =
  /^\W*(?:and|but|so|also|then|or|what about|how about|what if|what else|why not)\b/iu;

/** A word that only carries conversation, not a topic. */
export function isCue(word: string): boolean {
  return CUES.has(word);
}

/** A word that says what the question asks of its topic, not the topic. */
export function isFormWord(word: string): boolean {
  return FORM_WORDS.has(word);
}

/** A word that stands for a topic named elsewhere ("it", "one") or only joins a question's
 * parts ("whether"): never searched (a passage holding "whether" or "one" is no nearer the
 * question) nor counted as a topic. */
export function namesNoTopic(word: QuestionWord): boolean {
  return (
    ANAPHORS.has(word.text) ||
    pointsBackInLanguages(word.text) ||
    word.pronoun === true ||
    GRAMMAR.has(word.text)
  );
}

/** Opens as a continuation of the conversation ("what about…", "and how…"). */
export function goesOn(question: string): boolean {
  const text = question.normalize('NFKC');
  return GOES_ON.test(text) || goesOnInLanguages(text);
}

/** Asks for more of what was said before ("an example with the Sun", "another one"). */
export function asksForMore(words: QuestionWord[]): boolean {
  return words.some((w) => MORE.has(w.text) && !w.code);
}

/** Points back at something said earlier ("why does it grow?"). */
export function pointsBack(words: QuestionWord[]): boolean {
  return words.some(
    (w) => (ANAPHORS.has(w.text) || pointsBackInLanguages(w.text) || w.pronoun) && !w.code,
  );
}
