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
// "how does … work", "how do I use …"): the material need not hold them to cover it.
const FORM_WORDS = new Set(
  (
    'difference differences differ differs different differently distinguish compare compared ' +
    'comparing comparison versus vs work works working worked use uses used using happen ' +
    'happens happened purpose'
  ).split(' '),
);

// Words that ask for more of what was said before: an example, another, a simpler way.
const MORE = new Set(
  'example examples instance simpler simply elaborate again else another further'.split(' '),
);

// Words that point back at something said before.
const ANAPHORS = new Set(
  "it its it's that this these those they them their theirs he she him her his one ones above former latter same such".split(
    ' ',
  ),
);

/** A word that only carries conversation, not a topic. */
export function isCue(word: string): boolean {
  return CUES.has(word);
}

/** A word that says what the question asks of its topic, not the topic. */
export function isFormWord(word: string): boolean {
  return FORM_WORDS.has(word);
}

/** Asks for more of what was said before ("an example with the Sun", "another one"). */
export function asksForMore(words: QuestionWord[]): boolean {
  return words.some((w) => MORE.has(w.text) && !w.code);
}

/** Points back at something said earlier ("why does it grow?"). */
export function pointsBack(words: QuestionWord[]): boolean {
  return words.some((w) => ANAPHORS.has(w.text) && !w.code);
}
