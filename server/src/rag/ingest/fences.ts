/**
 * Fenced code blocks (```), the one way parsed material marks code: every format's code
 * becomes one, so chunking keeps it whole, answers quote it as code and the student's
 * passage view shows it with its indentation. CommonMark's rules: a fence is three or more
 * backticks or tildes, indented at most three spaces, closed by a fence of the same
 * character at least as long.
 */
const OPENING = /^ {0,3}(`{3,}|~{3,})([^`]*)$/;

export interface Fence {
  marker: string;
  /** What follows the marker (a language name), trimmed. */
  info: string;
}

/**
 * The fence this line opens, or null. A bare run of tildes right under a line of text is
 * that line's title underline (reStructuredText), not a fence.
 */
export function openingFence(line: string, previous = ''): Fence | null {
  const match = OPENING.exec(line.trimEnd());
  if (!match?.[1]) return null;
  const info = (match[2] ?? '').trim();
  if (match[1].startsWith('~') && info === '' && previous.trim() !== '') return null;
  return { marker: match[1], info };
}

/** Whether the line closes a block opened by `fence`. */
export function closesFence(fence: Fence, line: string): boolean {
  const match = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
  const marker = match?.[1];
  return (
    marker !== undefined && marker[0] === fence.marker[0] && marker.length >= fence.marker.length
  );
}

interface LineRole {
  /** Inside a fenced block, or one of its fences. */
  code: boolean;
  /** The opening fence of a block. */
  opens: boolean;
}

function roles(lines: readonly string[]): LineRole[] {
  let open: Fence | null = null;
  return lines.map((line, i) => {
    if (open) {
      if (closesFence(open, line)) open = null;
      return { code: true, opens: false };
    }
    open = openingFence(line, lines[i - 1]);
    return { code: open !== null, opens: open !== null };
  });
}

/** One flag per line: is it code (inside a fenced block, or one of its fences)? */
export function codeLines(lines: readonly string[]): boolean[] {
  return roles(lines).map((role) => role.code);
}

export interface Segment {
  code: boolean;
  /** Whole lines, joined with `\n`; a code segment includes its fences. */
  text: string;
}

/** The text as alternating runs of prose lines and fenced blocks (one segment each), in order. */
export function segments(text: string): Segment[] {
  const lines = text.split('\n');
  const out: { code: boolean; lines: string[] }[] = [];
  roles(lines).forEach((role, i) => {
    const line = lines[i] ?? '';
    const last = out.at(-1);
    if (last && last.code === role.code && !role.opens) last.lines.push(line);
    else out.push({ code: role.code, lines: [line] });
  });
  return out.map((segment) => ({ code: segment.code, text: segment.lines.join('\n') }));
}

/**
 * A fence for `code` that none of its own lines would close: three backticks, or more when
 * the code shows fences itself (Markdown documentation about Markdown).
 */
export function fenceFor(code: string): string {
  const longest = Math.max(
    0,
    ...[...code.matchAll(/^ {0,3}(`{3,})/gm)].map((m) => m[1]?.length ?? 0),
  );
  return '`'.repeat(Math.max(3, longest + 1));
}

/** Code lines as a fenced block; `info` names the language when it is known. */
export function fenced(code: string, info = ''): string {
  const fence = fenceFor(code);
  return `${fence}${info}\n${code}\n${fence}`;
}
