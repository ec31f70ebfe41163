import type { Page } from 'playwright-core';

type Catalogue = Record<string, string>;

/**
 * The English of some catalogues that another language says otherwise, whole: a text of
 * the page, or a label, placeholder or title, equal to one of these is English left on a
 * translated screen. Messages with placeholders are left out.
 */
export function englishOnly(pairs: [english: Catalogue, other: Catalogue][]): Set<string> {
  return new Set(
    pairs
      .flatMap(([english, other]) => Object.entries(english).filter(([k, v]) => v !== other[k]))
      .map(([, v]) => v)
      .filter((v) => !/[{<]/.test(v)),
  );
}

/** Every text of the page and every label, placeholder and title, each whole and trimmed. */
export async function pageTexts(page: Page): Promise<string[]> {
  // Text, as this file's types have no DOM: it runs in the page.
  return page.evaluate(`(() => {
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden]')) continue;
      out.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name);
        if (value) out.push(value.trim());
      }
    }
    return out.filter(Boolean);
  })()`);
}
