/**
 * A reply's Markdown as the text a reader sees: for copying a reply and for tables that show
 * answers as plain text. Block quotes lose their ">" markers, headings their "#", fences
 * their backticks (the code stays, indented as written), emphasis and inline code their
 * marks, links and images keep their text. List markers, citation marks ("[1]") and math
 * ($x^2$, as students and models write it) stay: they read as meant.
 */
export function markdownAsPlainText(markdown: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/^(?: {0,3}>[ \t]?)+/, '');
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = null;
      else lines.push(line);
      continue;
    }
    if (opener) {
      fence = opener;
      continue;
    }
    lines.push(inline(line.replace(/^ {0,3}#{1,6}[ \t]+/, '').replace(/[ \t]+#+[ \t]*$/, '')));
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function inline(text: string): string {
  return (
    text
      // Code spans first: what they hold is never emphasis or a link.
      .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_, _ticks, code: string) => code.trim())
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
      .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1')
  );
}
