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

/** Points back at something said earlier ("why does it grow?"). */
export function pointsBack(words: QuestionWord[]): boolean {
  return words.some((w) => ANAPHORS.has(w.text) && !w.code);
}
