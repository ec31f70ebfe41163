/**
 * A minimal PDF 1.4 writer for tests, benchmarks and demo material: uncompressed, Helvetica
 * (a standard font, so nothing is embedded), US Letter pages with word-wrapped lines.
 */
export interface PdfOptions {
  title?: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const FONT_SIZE = 11;
const LEADING = 14;
// Helvetica averages about half an em per character; 86 characters at 11 pt fill the
// 468 pt text width without measuring glyphs.
const LINE_CHARS = 86;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

// WinAnsiEncoding places these outside Latin-1; everything else above U+00FF becomes '?'.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  '‰': 0x89,
  '‹': 0x8b,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  '›': 0x9b,
};

/** A PDF string literal whose characters are WinAnsi byte values (one char per byte). */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI[char] ?? 0x3f);
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (byte < 0x20) out += ' ';
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line !== '' && line.length + 1 + word.length > LINE_CHARS) {
        lines.push(line);
        line = word;
      } else {
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    lines.push(line);
  }
  return lines;
}

function contentStream(lines: string[]): string {
  const shown = lines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
  return `BT /F1 ${FONT_SIZE} Tf ${LEADING} TL ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td\n${shown}\nET`;
}

/** Objects numbered from 1 in array order, with an xref table of their byte offsets. */
function assemble(objects: string[], trailer: string): Uint8Array {
  // Latin-1 throughout, so string length equals byte length and offsets are exact.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = file.length;
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(file, 'latin1'));
}

/**
 * One PDF page per string (a string too long for one page continues on the next pages), so
 * text extracted per page comes back with the page numbers a test expects.
 */
export function writePdf(pages: string[], options: PdfOptions = {}): Uint8Array {
  const pageLines = pages.flatMap((text) => {
    const lines = wrap(text);
    const chunks: string[][] = [];
    for (let i = 0; i < lines.length; i += LINES_PER_PAGE) {
      chunks.push(lines.slice(i, i + LINES_PER_PAGE));
    }
    return chunks.length > 0 ? chunks : [[]];
  });
  // 1 catalog, 2 page tree, 3 font, 4 info, then a page object and its content per page.
  const pageRefs = pageLines.map((_, i) => `${5 + 2 * i} 0 R`);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pageLines.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    options.title === undefined ? '<< >>' : `<< /Title ${pdfString(options.title)} >>`,
  ];
  pageLines.forEach((lines, i) => {
    const stream = contentStream(lines);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${6 + 2 * i} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  return assemble(objects, '/Root 1 0 R /Info 4 0 R');
}
