/**
 * Raised and lowered text (an exponent, an index) written with Unicode's superscript and
 * subscript characters, so "n²" and "λ₁" survive as plain text where a DOCX run or a PDF
 * glyph only said so by its position.
 */
const SUPERSCRIPTS: Record<string, string> = {
  ...pairs('0123456789+-−=()', '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾'),
  // Unicode has no superscript q, C, F, Q, S, X, Y or Z: text with them falls back.
  ...pairs('abcdefghijklmnoprstuvwxyz', 'ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ'),
  ...pairs('ABDEGHIJKLMNOPRTUVW', 'ᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ'),
};

const SUBSCRIPTS: Record<string, string> = {
  ...pairs('0123456789+-−=()', '₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎'),
  ...pairs('aehijklmnoprstuvx', 'ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ'),
};

function pairs(from: string, to: string): Record<string, string> {
  const target = [...to];
  return Object.fromEntries([...from].map((char, i) => [char, target[i] ?? char]));
}

function mapAll(text: string, table: Record<string, string>): string | null {
  let out = '';
  for (const char of text) {
    if (/\s/.test(char)) return null;
    const mapped = table[char];
    if (mapped === undefined) return null;
    out += mapped;
  }
  return out === '' ? null : out;
}

/** The text in superscript characters, or null when one of them has none. */
export function toSuperscript(text: string): string | null {
  return mapAll(text, SUPERSCRIPTS);
}

/** The text in subscript characters, or null when one of them has none. */
export function toSubscript(text: string): string | null {
  return mapAll(text, SUBSCRIPTS);
}

/**
 * Raised text as it reads best: superscript characters when they all exist, else `^x` (or
 * `^(x y)`), the notation a calculator and most course notes use for an exponent.
 */
export function raised(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return text;
  return toSuperscript(trimmed) ?? (/\s/.test(trimmed) ? `^(${trimmed})` : `^${trimmed}`);
}

/** Lowered text: subscript characters when they all exist, else `_x` (or `_(x y)`). */
export function lowered(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return text;
  return toSubscript(trimmed) ?? (/\s/.test(trimmed) ? `_(${trimmed})` : `_${trimmed}`);
}
