import { existsSync, readFileSync } from 'node:fs';
import { writePdf } from '@teachchat/server/bench-api';
import { type Block, blocksToDocx, blocksToMarkdown } from './answers-docbook.ts';
import type { Document } from './corpus.ts';

const TUTOR_DIR = '/usr/share/vim/vim90/tutor';

/** The Vim tutor in each language the evaluation asks in (the vim-runtime package). */
export const TUTORS = { en: 'tutor', es: 'tutor.es.utf-8', fr: 'tutor.fr.utf-8' } as const;

// A lesson's lines: its ~~~ rule, a banner of = signs, a numbered step, a practice line.
const RULE = /^~{10,}\s*$/;
const BANNER = /^=+\s*$/;
const STEP = /^(\d+\.|\*)\s+/;
const PRACTICE = /^--->/;

/** "B i e n v e n i d o   a l   t u t o r" → "Bienvenido al tutor". */
function unspaced(banner: string): string {
  return banner
    .replace(/^=\s*|\s*=$/g, '')
    .split(/\s{2,}/)
    .map((word) => (/^(\S )+\S$/.test(word) ? word.replace(/ /g, '') : word))
    .join(' ');
}

const clean = (line: string) => line.replace(/\s+/g, ' ').trim();

/**
 * One lesson of the tutor as a teacher would retype it: its title, then each paragraph,
 * numbered step and practice line (--->) as a block, wrapped lines joined.
 */
function lessonBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let heading: string | undefined;
  let current: Block | undefined;
  const flush = () => {
    if (current && current.text) blocks.push(current);
    current = undefined;
  };
  for (const raw of lines) {
    if (BANNER.test(raw)) continue;
    const line = clean(raw);
    if (!line) {
      flush();
      continue;
    }
    if (heading === undefined) {
      heading = raw.trim().startsWith('=') ? unspaced(raw.trim()) : line;
      blocks.push({ kind: 'heading', level: 1, text: heading });
      continue;
    }
    const step = STEP.exec(line);
    if (step || PRACTICE.test(line)) {
      flush();
      current = step
        ? { kind: 'item', marker: step[1] ?? '', text: line.slice(step[0].length) }
        : { kind: 'paragraph', text: line };
      continue;
    }
    if (current) current.text = `${current.text} ${line}`;
    else current = { kind: 'paragraph', text: line };
  }
  flush();
  return blocks;
}

/**
 * The tutor's lessons in turn as Markdown, PDF and Word files, as a course that mixes the
 * formats a teacher uploads.
 */
export async function vimTutor(language: keyof typeof TUTORS): Promise<Document[]> {
  const path = `${TUTOR_DIR}/${TUTORS[language]}`;
  if (!existsSync(path)) {
    throw new Error(
      `Benchmark material is missing (${path}).\nInstall it with: apt-get install vim-runtime`,
    );
  }
  const sections: string[][] = [[]];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (RULE.test(line)) sections.push([]);
    else sections.at(-1)?.push(line);
  }
  const docs: Document[] = [];
  const lessons = sections.map(lessonBlocks).filter((b) => b.length > 1);
  for (const [i, blocks] of lessons.entries()) {
    const base = `vim-${language}/${String(i + 1).padStart(2, '0')}`;
    const format = i % 3;
    if (format === 0) {
      docs.push({ id: `${base}.md`, bytes: new TextEncoder().encode(blocksToMarkdown(blocks)) });
    } else if (format === 1) {
      docs.push({ id: `${base}.pdf`, bytes: writePdf([blocksToMarkdown(blocks)]) });
    } else {
      docs.push({ id: `${base}.docx`, bytes: await blocksToDocx(blocks) });
    }
  }
  return docs;
}
