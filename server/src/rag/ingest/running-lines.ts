/**
 * Running headers and footers (a chapter's name and the page number, a course title, a
 * copyright line) and bare page numbers: set on every page, they are no part of the text,
 * and a header read as a title would name the passages under it.
 */
interface Placed {
  text: string;
  y: number;
}

// Lines this close to a page's top or bottom edge are where running lines sit.
const EDGE_LINES = 2;
// Running lines are short; a longer line repeated at a page's top is the text's own.
const MAX_WORDS = 12;
const PAGE_NUMBER =
  /^(?:(?:page|p\.)\s*)?(?:\d{1,4}|[ivxlcdm]{1,7})(?:\s*(?:\/|of)\s*\d{1,4})?$|^[-–—]\s*\d{1,4}\s*[-–—]$/i;
const LEADING_NUMBER = /^(\d{1,4})(?=\s|$)/;
const TRAILING_NUMBER = /(?:^|\s)(\d{1,4})$/;

const words = (text: string) => text.trim().split(/\s+/).length;
/** The same text once its numbers are masked ("Chapter 2: Vectors 9" ~ "Chapter 2: Vectors 10"). */
const masked = (text: string) =>
  text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

interface Edge {
  index: number;
  /** Set apart from the body by a gap wider than its line spacing, as running lines are. */
  apart: boolean;
}

/** The lines nearest the top and the bottom of the page, by position, outermost first. */
function edges<T extends Placed>(lines: readonly T[]): { top: Edge[]; bottom: Edge[] } {
  const order = lines.map((_, i) => i).sort((a, b) => (lines[b]?.y ?? 0) - (lines[a]?.y ?? 0));
  const y = (k: number) => lines[order[k] ?? 0]?.y ?? 0;
  // gaps[k] lies between the k-th and the (k+1)-th line from the top.
  const gaps = order.slice(1).map((_, k) => y(k) - y(k + 1));
  // The lower quartile: the body's line spacing, whatever the gaps around headers and titles.
  const leading = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 4)] ?? 0;
  const wideBetween = (from: number, to: number) =>
    gaps.slice(Math.max(0, from), to + 1).some((gap) => gap > leading * 1.3);
  const n = order.length;
  const near = [...Array(Math.min(EDGE_LINES, n)).keys()];
  const edge = (k: number, apart: boolean): Edge => ({ index: order[k] ?? 0, apart });
  return {
    // A running line has a wide gap between it and the body, among the edge lines.
    top: near.map((k) => edge(k, wideBetween(k, EDGE_LINES - 1))),
    bottom: near.map((j) => n - 1 - j).map((k) => edge(k, wideBetween(n - 1 - EDGE_LINES, k - 1))),
  };
}

/**
 * Whether a text at one edge repeats like a running line: on at least three pages (every
 * page of a short document), most of them near another (a header runs on consecutive
 * pages; a title like "Exercises" recurs chapters apart).
 */
function runs(pages: number[], pageCount: number): boolean {
  if (pageCount <= 3) return pages.length === pageCount && pageCount >= 2;
  const near = pages.filter((p) => pages.some((q) => q !== p && Math.abs(q - p) <= 2));
  return near.length >= 3;
}

/** The page offset (page index minus printed number) that most edge lines agree on. */
function pageNumberOffset<T extends Placed>(pages: readonly T[][]): number | null {
  const offsets = new Map<number, Set<number>>();
  pages.forEach((lines, page) => {
    const { top, bottom } = edges(lines);
    for (const { index, apart } of [...top, ...bottom]) {
      const text = lines[index]?.text.trim() ?? '';
      if (!apart) continue;
      for (const pattern of [LEADING_NUMBER, TRAILING_NUMBER]) {
        const number = pattern.exec(text)?.[1];
        if (number === undefined) continue;
        const offset = page - Number(number);
        offsets.set(offset, (offsets.get(offset) ?? new Set()).add(page));
      }
    }
  });
  const [best] = [...offsets].sort((a, b) => b[1].size - a[1].size);
  const needed = Math.min(3, Math.max(2, Math.ceil(pages.length / 2)));
  return best && best[1].size >= needed ? best[0] : null;
}

/**
 * The pages without their running headers and footers: lines at a page's top or bottom,
 * set apart from the body by a wider gap, that repeat on nearby pages once digits are
 * masked or that carry the page's own number (as most pages' edge lines agree it is
 * printed); and bare page numbers at the very top or bottom.
 */
export function dropRunningLines<T extends Placed>(pages: readonly T[][]): T[][] {
  const edgesOf = pages.map((lines) => edges(lines));
  const seen = new Map<string, number[]>();
  edgesOf.forEach(({ top, bottom }, page) => {
    for (const [side, indexes] of [
      ['top', top],
      ['bottom', bottom],
    ] as const) {
      for (const { index, apart } of indexes) {
        const text = pages[page]?.[index]?.text ?? '';
        if (!apart || words(text) > MAX_WORDS) continue;
        const key = `${side} ${masked(text)}`;
        seen.set(key, [...(seen.get(key) ?? []), page]);
      }
    }
  });
  const offset = pageNumberOffset(pages);
  return pages.map((lines, page) => {
    const { top, bottom } = edgesOf[page] ?? { top: [], bottom: [] };
    const drop = new Set<number>();
    const consider = ({ index: i, apart }: Edge, side: 'top' | 'bottom', outermost: boolean) => {
      const text = lines[i]?.text.trim() ?? '';
      if (lines.length > 1 && outermost && PAGE_NUMBER.test(text)) drop.add(i);
      if (!apart || words(text) > MAX_WORDS) return;
      if (runs(seen.get(`${side} ${masked(text)}`) ?? [], pages.length)) drop.add(i);
      const numbers = [LEADING_NUMBER.exec(text)?.[1], TRAILING_NUMBER.exec(text)?.[1]];
      if (offset !== null && numbers.includes(String(page - offset)) && !/[.!?]$/.test(text)) {
        drop.add(i);
      }
    };
    top.forEach((edge, n) => consider(edge, 'top', n === 0));
    bottom.forEach((edge, n) => consider(edge, 'bottom', n === 0));
    return lines.filter((_, i) => !drop.has(i));
  });
}
