import { closesFence, fenced, openingFence, segments } from './fences.ts';
import { countTokens } from './tokens.ts';

/** Greedily packs pieces into groups of at most `limit` tokens, in order. */
function pack(pieces: string[], limit: number, joiner: string): string[] {
  const groups: string[] = [];
  let current: string[] = [];
  let tokens = 0;
  for (const piece of pieces) {
    const size = countTokens(piece);
    if (current.length > 0 && tokens + size > limit) {
      groups.push(current.join(joiner));
      current = [];
      tokens = 0;
    }
    current.push(piece);
    tokens += size;
  }
  if (current.length > 0) groups.push(current.join(joiner));
  return groups;
}

/** A block's body in parts of at most `limit` tokens: at blank lines, else at line ends. */
function parts(body: string, limit: number): string[] {
  const paragraphs = body
    .split(/\n(?:[ \t]*\n)+/)
    .flatMap((paragraph) =>
      countTokens(paragraph) > limit ? pack(paragraph.split('\n'), limit, '\n') : [paragraph],
    );
  return pack(paragraphs, limit, '\n\n');
}

/**
 * The text with every fenced block longer than `maxTokens` cut into consecutive fenced
 * blocks that fit (at blank lines where it can, else between lines), each keeping the
 * block's language, so every chunk of a long listing is still a code block.
 */
export function splitLongCode(text: string, maxTokens: number): string {
  return segments(text)
    .map((segment) => {
      if (!segment.code || countTokens(segment.text) <= maxTokens) return segment.text;
      const lines = segment.text.split('\n');
      const fence = openingFence(lines[0] ?? '');
      const closed = fence !== null && lines.length > 1 && closesFence(fence, lines.at(-1) ?? '');
      const info = fence?.info ?? '';
      const body = lines.slice(1, closed ? -1 : undefined).join('\n');
      const fences = countTokens(fenced('', info));
      return parts(body, Math.max(1, maxTokens - fences))
        .map((part) => fenced(part, info))
        .join('\n\n');
    })
    .join('\n');
}
