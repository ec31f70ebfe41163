// A notification shows the start of a note or an answer; the rest is a click away.
const EXCERPT_CHARS = 140;

export function excerpt(text: string): string {
  // By code point: cutting between a surrogate pair would leave half a character.
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_CHARS
    ? `${chars
        .slice(0, EXCERPT_CHARS - 1)
        .join('')
        .trimEnd()}…`
    : chars.join('');
}

export function personName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
