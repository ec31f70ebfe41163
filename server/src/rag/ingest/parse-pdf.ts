import { extractText, getDocumentProxy } from 'unpdf';
import type { ParsedDocument, Section } from '../types.ts';
import { IngestError } from './errors.ts';
import { normaliseText } from './normalise.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function open(bytes: Uint8Array, name: string): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of (and may detach) the buffer it is given; the caller keeps
    // its bytes. verbosity 0: a damaged file is reported once, by us, not logged by pdf.js.
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new IngestError(name, 'this PDF is password-protected.');
    }
    throw new IngestError(name, 'this PDF could not be read (it may be damaged).');
  }
}

/** One section per page that has text, numbered from 1 as a PDF viewer shows them. */
export async function parsePdf(bytes: Uint8Array, name: string): Promise<ParsedDocument> {
  const pdf = await open(bytes, name);
  try {
    let pages: string[];
    try {
      ({ text: pages } = await extractText(pdf, { mergePages: false }));
    } catch {
      throw new IngestError(name, 'this PDF could not be read (it may be damaged).');
    }
    const sections: Section[] = [];
    pages.forEach((raw, index) => {
      const text = normaliseText(raw, { joinHyphenatedLines: true });
      if (text !== '') sections.push({ text, page: index + 1 });
    });
    if (sections.length === 0) {
      throw new IngestError(
        name,
        'no text found in this PDF (scanned pages need OCR, which is not supported).',
      );
    }
    return { kind: 'pdf', sections, pageCount: pdf.numPages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
