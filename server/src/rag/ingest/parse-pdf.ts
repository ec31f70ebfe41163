import { extractTextItems, getDocumentProxy } from 'unpdf';
import type { ParsedDocument, Section } from '../types.ts';
import { IngestError } from './errors.ts';
import { splitByHeadings } from './headings.ts';
import { normaliseText } from './normalise.ts';
import { linesOf } from './pdf-lines.ts';
import { bodyStyle, pageText } from './pdf-paragraphs.ts';
import { dropRunningLines } from './running-lines.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function open(bytes: Uint8Array, name: string): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of (and may detach) the buffer it is given; the caller keeps
    // its bytes. verbosity 0: a damaged file is reported once, by us, not logged by pdf.js.
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new IngestError(name, 'pdfPassword');
    }
    throw new IngestError(name, 'pdfDamaged');
  }
}

/**
 * One section per page that has text (numbered from 1 as a PDF viewer shows them), split
 * again at titles: each part keeps the title it sits under, even pages later. The text is
 * read from where pdf.js places each piece, not as a stream: running headers, footers and
 * page numbers are dropped, lines are joined into paragraphs, and code (a monospace font)
 * is kept as a fenced block with its indentation.
 */
export async function parsePdf(bytes: Uint8Array, name: string): Promise<ParsedDocument> {
  const pdf = await open(bytes, name);
  try {
    let items: Awaited<ReturnType<typeof extractTextItems>>['items'];
    try {
      ({ items } = await extractTextItems(pdf));
    } catch {
      throw new IngestError(name, 'pdfDamaged');
    }
    const pages = dropRunningLines(items.map(linesOf));
    const style = bodyStyle(pages);
    const sections: Section[] = [];
    // A title holds until the next one, across pages.
    let heading: string | null = null;
    pages.forEach((lines, index) => {
      const text = normaliseText(pageText(lines, style));
      for (const part of splitByHeadings(text, { hashMarks: true, plainLines: true }, heading)) {
        sections.push({ text: part.text, heading: part.heading, page: index + 1 });
        heading = part.heading;
      }
    });
    if (sections.length === 0) {
      throw new IngestError(name, 'pdfNoText');
    }
    return { kind: 'pdf', sections, pageCount: pdf.numPages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
