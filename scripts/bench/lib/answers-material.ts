import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  blocksToDocx,
  blocksToMarkdown,
  blocksToText,
  docbookToBlocks,
} from './answers-docbook.ts';
import { vimTutor } from './answers-tutor.ts';
import { loadDocuments, type Document } from './corpus.ts';

export const SUBJECTS = ['astronomy', 'r', 'python', 'vim-es', 'vim-fr', 'vim-en'] as const;
export type SubjectName = (typeof SUBJECTS)[number];

export const SUBJECT_TITLES: Record<SubjectName, string> = {
  astronomy: 'Astronomy (KStars AstroInfo)',
  r: 'Statistics with R (R-intro.pdf)',
  python: 'Python tutorial',
  'vim-es': 'Vim tutor in Spanish',
  'vim-fr': 'Vim tutor in French',
  'vim-en': 'Vim tutor in English (the same course, for comparison)',
};

function missing(path: string, debianPackage: string): Error {
  return new Error(
    `Benchmark material is missing (${path}).\nInstall it with: apt-get install ${debianPackage}`,
  );
}

const KSTARS = '/usr/share/doc/HTML/en/kstars';
const R_INTRO = '/usr/share/R/doc/manual/R-intro.pdf';

/**
 * The AstroInfo articles that the handbook's table of contents lists, in its order, each
 * converted from DocBook and uploaded in turn as Markdown, plain text and Word, so that one
 * course mixes the formats a teacher would.
 */
async function astronomy(): Promise<Document[]> {
  const contents = join(KSTARS, 'ai-contents.docbook');
  if (!existsSync(contents)) throw missing(contents, 'kstars-data');
  const ids = [...readFileSync(contents, 'utf8').matchAll(/linkend="(ai-[a-z-]+)"/g)].map(
    ([, id]) => id,
  );
  const files = new Map<string, string>();
  for (const name of readdirSync(KSTARS).filter((n) => n.endsWith('.docbook'))) {
    const id = /<sect1 id="(ai-[a-z-]+)"/.exec(readFileSync(join(KSTARS, name), 'utf8'))?.[1];
    if (id) files.set(id, name);
  }
  const docs: Document[] = [];
  for (const [i, id] of ids.entries()) {
    const name = id && files.get(id);
    if (!name) throw missing(`${KSTARS}/<${id}>.docbook`, 'kstars-data');
    const blocks = docbookToBlocks(readFileSync(join(KSTARS, name), 'utf8'));
    const base = `astronomy/${name.replace(/\.docbook$/, '')}`;
    const format = i % 3;
    if (format === 0) {
      docs.push({ id: `${base}.md`, bytes: new TextEncoder().encode(blocksToMarkdown(blocks)) });
    } else if (format === 1) {
      docs.push({ id: `${base}.txt`, bytes: new TextEncoder().encode(blocksToText(blocks)) });
    } else {
      docs.push({ id: `${base}.docx`, bytes: await blocksToDocx(blocks) });
    }
  }
  return docs;
}

/** The PDF's bytes as a teacher would upload the book, running headers and all. */
function rIntro(): Document[] {
  if (!existsSync(R_INTRO)) throw missing(R_INTRO, 'r-doc-pdf');
  return [{ id: 'R-intro.pdf', bytes: new Uint8Array(readFileSync(R_INTRO)) }];
}

/** The tutorial's reStructuredText sources, read as text as the retrieval bench reads them. */
function python(): Document[] {
  return loadDocuments([
    {
      prefix: 'python',
      debianPackage: 'python3.11-doc',
      dir: '/usr/share/doc/python3.11/html/_sources',
      only: ['tutorial'],
    },
  ]);
}

export async function loadSubject(subject: SubjectName): Promise<Document[]> {
  if (subject === 'astronomy') return astronomy();
  if (subject === 'vim-es') return vimTutor('es');
  if (subject === 'vim-fr') return vimTutor('fr');
  if (subject === 'vim-en') return vimTutor('en');
  return subject === 'r' ? rIntro() : python();
}
