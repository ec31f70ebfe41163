import { decodeHTML } from 'entities';
import unhomoglyph from 'unhomoglyph';

/**
 * The texts a reply is read as, to find a protected answer in it: what the student's
 * screen shows of it, and the forms a reply written to slip past a check takes. Each is
 * folded (foldText) so that look-alike characters read alike.
 */

// A citation marker: finishReply drops those that point at no passage, so "4[0]2" is saved
// as "42". The text is read without any, so no marker keeps an answer's parts apart.
const MARKER = /\[\d{1,3}\]/g;

/**
 * The reply as the chat shows it (react-markdown with GFM, which shows HTML as text): no
 * citation markers, emphasis, code or strike marks, backslash escapes or link targets,
 * character references decoded. Tags are dropped too, as another client may render them.
 * Close enough to be a superset: "4*2*" reads "42" here and on screen alike.
 */
export function visibleText(text: string): string {
  return decodeHTML(
    text
      .replace(/!?\[([^\][]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
      .replace(MARKER, '')
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
      .replace(/<\/?[a-z][^<>]*>/gi, '')
      .replace(/[*~`]+/g, '')
      .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, ''),
  );
}

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
};
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

// Decimal digits are encoded in runs of ten, zero first (a Unicode stability policy): a
// digit's value is its distance from the start of its run, modulo ten.
const digitValues = new Map<string, string>();
function asciiDigit(digit: string): string {
  let value = digitValues.get(digit);
  if (value === undefined) {
    const code = digit.codePointAt(0) ?? 0;
    let start = code;
    while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    value = String((code - start) % 10);
    digitValues.set(digit, value);
  }
  return value;
}

// Unicode's confusables table (UTS #39, through unhomoglyph) maps a character to the one it
// is mistaken for. Only characters outside ASCII are mapped, and only to ASCII, since the
// table also maps "0" to "O" and "m" to "rn". It maps a capital "I" look-alike (Cyrillic
// "І", Greek "Ι") to "l", as a capital I and a small L look alike: read case-blind, "i".
const lookAlikes = new Map<string, string>();
function latinLookAlike(char: string): string {
  let latin = lookAlikes.get(char);
  if (latin === undefined) {
    const ascii = (s: string) => (/^[\x20-\x7e]+$/.test(s) ? s : undefined);
    const capital = char !== char.toLowerCase();
    const same = ascii(unhomoglyph(char));
    latin =
      (same === 'l' && capital ? 'i' : same) ??
      ascii(unhomoglyph(char.toLowerCase())) ??
      ascii(unhomoglyph(char.toUpperCase())) ??
      char;
    lookAlikes.set(char, latin);
  }
  return latin;
}

/**
 * One form for everything that reads alike: NFKC ("ｆｕｌｌ" and "ﬁ"), superscript and
 * subscript digits as ^n and _n ("4²" is not 42), digits of every script as ASCII ("٤٢"),
 * no invisible characters (zero-width spaces and joiners, soft hyphens, direction marks),
 * no accents, Cyrillic and Greek look-alikes as Latin, the fraction and division slashes
 * as "/", the minus sign as "-". Case is kept (Roman numerals and base64 need it).
 */
export function foldText(text: string): string {
  return text
    .replace(/[⁰¹²³⁴-⁹]+/g, (m) => `^${[...m].map((c) => SUPERSCRIPTS[c] ?? '').join('')}`)
    .replace(/[₀-₉]+/g, (m) => `_${[...m].map((c) => SUBSCRIPTS.indexOf(c)).join('')}`)
    .normalize('NFKC')
    .replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : asciiDigit(d)))
    .replace(/\p{Cf}/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[⁄∕÷]/g, '/')
    .replace(/[−‐‑‒–—]/g, '-')
    .replace(/[^\p{ASCII}]/gu, latinLookAlike);
}

// Words a line of English holds a few of; read backwards, it holds none ("si", "eht").
const COMMON = new Set(
  'the is are was a an and of to in it that this answer result final you your for on with as be at by not or from has have its number value word so'.split(
    ' ',
  ),
);
const commonWords = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => COMMON.has(w)).length;
const BACKWARDS = new RegExp(
  `\\b(?:${[...COMMON]
    .filter((w) => w.length > 1)
    .map((w) => [...w].reverse().join(''))
    .join('|')})\\b`,
  'gi',
);

/** Stretches of text written backwards ("24 si rewsna ehT"), put the right way round. */
export function reversedParts(text: string): string[] {
  // Most replies hold no common word written backwards: nothing to turn round.
  if ((text.match(BACKWARDS)?.length ?? 0) < 2) return [];
  return text.split(/[\n.:;!?]+/).flatMap((part) => {
    const back = [...part].reverse().join('');
    const found = commonWords(back);
    return found >= 2 && found > commonWords(part) ? [back] : [];
  });
}

// Runs that may be base64: not all lower-case letters, which English words are and
// encoded text almost never is.
const BASE64 = /[A-Za-z0-9+/]{3,}={0,2}|[A-Za-z0-9_-]{3,}={0,2}/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What base64 runs of the text decode to, when that is readable text. */
export function base64Parts(text: string): string[] {
  const found = new Set<string>();
  for (const [run] of text.matchAll(BASE64)) {
    if (/^[a-z]+$/.test(run) || run.replace(/=+$/, '').length % 4 === 1) continue;
    try {
      const bytes = Buffer.from(run, /[-_]/.test(run) ? 'base64url' : 'base64');
      const decoded = utf8.decode(bytes);
      if (decoded.length > 0 && /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\t]+$/u.test(decoded))
        found.add(decoded);
    } catch {
      // Not UTF-8: bytes, not text.
    }
  }
  return [...found];
}

export interface Readings {
  /** As the chat shows it, folded. */
  shown: string;
  /** Every reading, folded: as written (markers dropped), as shown, what its base64
   * decodes to, and what it says backwards. */
  all: string[];
}

/** Every reading of a reply to look for protected answers in. */
export function readingsOf(text: string): Readings {
  const raw = text.replace(MARKER, '');
  const visible = visibleText(text);
  const shown = foldText(visible);
  const folded = raw === visible ? [shown] : [foldText(raw), shown];
  const decoded = new Set([...base64Parts(raw), ...(raw === visible ? [] : base64Parts(visible))]);
  return {
    shown,
    all: [...new Set([...folded, ...[...decoded].map(foldText), ...reversedParts(shown)])],
  };
}
