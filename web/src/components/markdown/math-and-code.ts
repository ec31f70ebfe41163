// Replies carry math as students and models write it: $…$ and $$…$$ (remark-math's own), but
// also LaTeX's \(…\) and \[…\], which Markdown would read as escaped brackets. Code keeps
// every character: spans and fenced blocks are left as they are.
const CODE =
  /(^|\n)( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\3[`~]*[ \t]*(?=\n|$)|$)|(`+)[\s\S]*?\4/g;

function outsideCode(text: string, change: (prose: string) => string): string {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(CODE)) {
    out += change(text.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return out + change(text.slice(at));
}

/** Writes LaTeX's delimiters and one-line $$…$$ as remark-math reads them. */
export function mathForRemark(markdown: string): string {
  return outsideCode(markdown, (prose) =>
    prose
      .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => `\n\n$$\n${tex.trim()}\n$$\n\n`)
      .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => `$${tex.trim()}$`)
      // A line that is only $$…$$ is a displayed formula, not one inside a sentence.
      .replace(/^[ \t]*\$\$([^\n$]+)\$\$[ \t]*$/gm, (_, tex: string) => `$$\n${tex.trim()}\n$$`),
  );
}

/** Whether a text may hold math (a dollar sign or a LaTeX delimiter). */
export const mayHaveMath = (markdown: string) => /\$|\\\(|\\\[/.test(markdown);

/** Whether a text has a fenced code block. */
export const hasCodeBlock = (markdown: string) => /^ {0,3}(```|~~~)/m.test(markdown);
