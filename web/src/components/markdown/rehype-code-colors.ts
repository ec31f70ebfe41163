import type { Element, ElementContent, Root, RootContent } from 'hast';
import { createLowlight } from 'lowlight';

type Lowlight = ReturnType<typeof createLowlight>;

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? textOf(n.children) : ''))
    .join('');
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const c of classes) {
    const name = String(c);
    if (name.startsWith('language-')) return name.slice('language-'.length);
  }
  return undefined;
}

function colour(lowlight: Lowlight, node: Root | RootContent, parent?: Element): void {
  if (node.type !== 'root' && node.type !== 'element') return;
  if (node.type === 'element' && node.tagName === 'code' && parent?.tagName === 'pre') {
    const language = languageOf(node);
    if (language && lowlight.registered(language)) {
      const result = lowlight.highlight(language, textOf(node.children), { prefix: 'hljs-' });
      node.properties.className = ['hljs', ...((node.properties.className as string[]) ?? [])];
      node.children = result.children as ElementContent[];
    }
    return;
  }
  for (const child of node.children)
    colour(lowlight, child, node.type === 'element' ? node : undefined);
}

/**
 * Colours fenced code in the languages given (lowlight's highlight.js grammars), leaving a
 * fence of another language, or of none, as plain code: no guessing. rehype-highlight does
 * this too but always bundles lowlight's 37 `common` grammars, about 40 KB compressed more
 * than the courses' dozen.
 */
export function rehypeCodeColors(options: {
  languages: Parameters<typeof createLowlight>[0];
  aliases?: Record<string, string[]>;
}) {
  const lowlight = createLowlight(options.languages);
  if (options.aliases) lowlight.registerAlias(options.aliases);
  return (tree: Root) => colour(lowlight, tree);
}
