import { codeLines } from './fences.ts';

/** A run of a document's text under one section title (null before the first title). */
export interface Titled {
  heading: string | null;
  text: string;
}

export interface HeadingRules {
  /** `# Title` lines (Markdown, and DOCX headings as parsed). */
  hashMarks: boolean;
  /**
   * Short title-like lines on their own (PDF text, where headings are plain lines): at
   * most MAX_TITLE_WORDS words, no sentence punctuation at the end, no symbols of formulas
   * or code, after the end of a paragraph or a page start, before a much longer line of prose.
   */
  plainLines: boolean;
}

const HASH_HEADING = /^#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
// A line of one repeated mark under a title: Markdown's setext and reStructuredText.
const UNDERLINE = /^([=\-~^*+#"'`:.])\1{2,}[ \t]*$/;
const MAX_TITLE_WORDS = 10;
const MAX_TITLE_CHARS = 80;
// A section's number: "2", "2.1.3", "B.1", "IV.", "Chapter 3", "Appendix A:".
const SECTION_NUMBER =
  /^(?:(?:Chapter|Appendix|Part|Section|Unit|Lesson|Module|Week)\s+(?:\d+|[A-Z]|[IVXLC]+)[.:]?|\d+(?:\.\d+)*\.?|[A-Z](?:\.\d+)+\.?|[IVXLC]+\.)\s+(?=[\p{Lu}\d])/u;
const TITLE_CHARS = /^[\p{L}\p{M}\d\s'’&,;:()/–—-]+$/u;

/**
 * A line shaped like a title: short, capitalised after its section number, no sentence
 * punctuation at its end and no symbols of formulas or code.
 */
function looksLikeTitle(line: string): { numbered: boolean } | null {
  const number = SECTION_NUMBER.exec(line)?.[0] ?? '';
  const words = line.slice(number.length);
  const fits =
    line.length <= MAX_TITLE_CHARS &&
    line.split(/\s+/).length <= MAX_TITLE_WORDS &&
    /^[\p{Lu}\d]/u.test(words) &&
    // A number before a lowercase word counts something ("3 of the students").
    !/^\d[\d.]*\s+\p{Ll}/u.test(line) &&
    TITLE_CHARS.test(words) &&
    /\p{L}/u.test(words) &&
    !/[,;:]$/.test(line);
  return fits ? { numbered: number !== '' } : null;
}

function isPlainTitle(line: string, before: string | undefined, after: string | undefined) {
  const title = looksLikeTitle(line);
  return (
    title !== null &&
    // A numbered title may follow anything; another must follow a paragraph's end.
    (title.numbered || before === undefined || before === '' || /[.!?)"”]$/.test(before)) &&
    after !== undefined &&
    // A wrapped line of prose is about as long as the next; a title is much shorter.
    line.length <= after.length * 0.6 &&
    /^[\p{Lu}\d"“(]/u.test(after)
  );
}

function clean(title: string): string {
  return title
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits a document's text at its section titles, each title taken out of the text (a
 * chunk names its section instead of starting with a title glued to its first sentence).
 * Titles with no text under them (a chapter title straight before a section's) give way to
 * the next. Text inside fenced code blocks is never a title.
 */
export function splitByHeadings(
  text: string,
  rules: HeadingRules,
  first: string | null = null,
): Titled[] {
  const lines = text.split('\n');
  const out: Titled[] = [];
  let heading = first;
  let body: string[] = [];
  const code = codeLines(lines);
  const flush = () => {
    const joined = body.join('\n').trim();
    if (joined !== '') out.push({ heading, text: joined });
    body = [];
  };
  const startSection = (title: string) => {
    flush();
    heading = clean(title) || heading;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (code[i]) {
      body.push(line);
      continue;
    }
    const next = lines[i + 1];
    const hash = rules.hashMarks ? HASH_HEADING.exec(line) : null;
    if (hash?.[1]) {
      startSection(hash[1]);
      continue;
    }
    // An overline, title and underline (reStructuredText): skip the overline.
    if (UNDERLINE.test(line) && next?.trim() && UNDERLINE.test(lines[i + 2] ?? '')) continue;
    const previous = lines[i - 1];
    if (
      line.trim() !== '' &&
      !UNDERLINE.test(line) &&
      next !== undefined &&
      UNDERLINE.test(next) &&
      (previous === undefined || previous.trim() === '' || UNDERLINE.test(previous))
    ) {
      startSection(line);
      i++;
      continue;
    }
    // A title set apart by blank lines is judged by the paragraph after it.
    const following = next?.trim() === '' ? lines.slice(i + 1).find((l) => l.trim() !== '') : next;
    if (rules.plainLines && isPlainTitle(line.trim(), previous?.trim(), following?.trim())) {
      startSection(line);
      continue;
    }
    body.push(line);
  }
  flush();
  return out;
}
