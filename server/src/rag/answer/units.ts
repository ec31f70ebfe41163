/** A piece of a passage the offline responder may quote: a sentence, a list item or a code block. */
export interface Unit {
  text: string;
  kind: 'sentence' | 'item' | 'code';
  /** Units of one paragraph share it; adjacent units of a paragraph read on from each other. */
  paragraph: number;
}

/** A list item's marker: a bullet, or a number and its stop. */
export const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;
const CODE_LINE =
  /[;{}=<>]|^\s{2,}\S|^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH|FROM|WHERE|def|class|return|import|for|if|while)\b.*[;:(]\s*$/;
const KEY = /<[\p{L}][\p{L}\p{N}-]*>/gu;
// A sentence ends at a full stop before a capital, or where a label opens the next ("…
// enter: :nohlsearch NOTE: If you want…").
const SENTENCE_BREAK = /(?<=[.!?]["'”’»)]?)\s+(?=[\p{Lu}\d"'“‘«¿¡(])|\s+(?=\p{Lu}{3,}:\s)/u;

/** Code, a query or a formula block: most of its lines look like code, or it is fenced. */
function isCode(lines: string[]): boolean {
  if (lines[0]?.startsWith('```')) return true;
  // A key named in angle brackets ("Press <ESC> to leave") is prose's, not code's.
  const codeLike = lines.filter((line) => CODE_LINE.test(line.replace(KEY, 'key'))).length;
  const prose = lines.filter((line) => /[.!?:]$/.test(line.trim()) && line.split(' ').length > 8);
  return codeLike * 2 >= lines.length && prose.length === 0;
}

/**
 * A passage cut into what can be quoted whole: code blocks and lists stay as written (a
 * query cut in half answers nothing), prose is cut into sentences, each paragraph apart.
 */
export function unitsOf(passage: string): Unit[] {
  const units: Unit[] = [];
  paragraphsOf(passage).forEach((paragraph, index) => {
    const lines = paragraph.split('\n');
    if (isCode(lines)) {
      units.push({ text: dedent(lines), kind: 'code', paragraph: index });
      return;
    }
    let prose: string[] = [];
    const flushProse = () => {
      const text = prose.join(' ').replace(/\s+/g, ' ').trim();
      for (const sentence of text.split(SENTENCE_BREAK)) {
        if (sentence.trim())
          units.push({ text: sentence.trim(), kind: 'sentence', paragraph: index });
      }
      prose = [];
    };
    for (const line of lines) {
      const item = units.at(-1);
      if (LIST_ITEM.test(line)) {
        flushProse();
        units.push({ text: line.trim(), kind: 'item', paragraph: index });
      } else if (
        prose.length === 0 &&
        item?.kind === 'item' &&
        item.paragraph === index &&
        !/[.!?:]$/.test(item.text)
      ) {
        // A list item wrapped onto the next line (PDF text) goes on.
        item.text = `${item.text} ${line.trim()}`;
      } else {
        prose.push(line);
      }
    }
    flushProse();
  });
  return units;
}

/** Paragraphs apart at blank lines, except inside a fenced code block, which stays whole. */
function paragraphsOf(passage: string): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  let fence = false;
  const flush = () => {
    if (current.some((line) => line.trim() !== '')) paragraphs.push(current.join('\n'));
    current = [];
  };
  for (const line of passage.split('\n')) {
    const isFence = /^\s*```/.test(line);
    if (isFence && !fence) flush();
    if (!fence && line.trim() === '') flush();
    else current.push(line.replace(/\s+$/, ''));
    if (isFence) {
      fence = !fence;
      if (!fence) flush();
    }
  }
  flush();
  return paragraphs;
}

/** A code block's lines without the indentation they all share (a literal block's). */
function dedent(lines: string[]): string {
  const shared = Math.min(
    ...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0),
  );
  return lines.map((l) => l.slice(shared)).join('\n');
}
