/**
 * A minimal PDF 1.4 writer for tests, benchmarks and demo material: uncompressed, standard
 * fonts (nothing embedded), US Letter pages with word-wrapped lines. Beyond plain text it
 * writes what real material has and ingestion must cope with: `# ` lines as titles in a
 * larger bold font, fenced blocks (```) as Courier lines indented by position, as TeX sets
 * code, and a running header and footer on every page.
 */
export interface PdfOptions {
  title?: string;
  /** Written at the top of every page; `{page}` becomes the page's number. */
  header?: string;
  /** Written at the bottom of every page; `{page}` becomes the page's number. */
  footer?: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const FONT_SIZE = 11;
const LEADING = 14;
const TITLE_SIZE = 16;
const TITLE_LEADING = 24;
// Helvetica averages about half an em per character; 86 characters at 11 pt fill the
// 468 pt text width without measuring glyphs.
const LINE_CHARS = 86;
// Courier's glyphs are all 0.6 em wide.
const COURIER_WIDTH = 0.6 * FONT_SIZE;
const RUNNING_OFFSET = 36;

type Font = 'F1' | 'F2' | 'F3';
const FONTS: Record<Font, string> = { F1: 'Helvetica', F2: 'Courier', F3: 'Helvetica-Bold' };

interface Line {
  text: string;
  font: Font;
  size: number;
  /** Space taken above the line's baseline. */
  leading: number;
  indent: number;
}

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

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}

const body = (text: string, font: Font = 'F1'): Line => ({
  text,
  font,
  size: FONT_SIZE,
  leading: LEADING,
  indent: 0,
});

/** A page's text as lines to set: prose wrapped, titles larger, code as written. */
function lay(text: string): Line[] {
  const lines: Line[] = [];
  let code = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (raw.startsWith('```')) {
      code = !code;
      continue;
    }
    if (code) {
      const indent = /^ */.exec(raw)?.[0].length ?? 0;
      lines.push({ ...body(raw.trimStart(), 'F2'), indent: indent * COURIER_WIDTH });
    } else if (raw.startsWith('# ')) {
      const title = raw.slice(2).trim();
      lines.push({ text: title, font: 'F3', size: TITLE_SIZE, leading: TITLE_LEADING, indent: 0 });
    } else {
      lines.push(...wrap(raw).map((line) => body(line)));
    }
  }
  return lines;
}

/** Lines cut into pages at the bottom margin. */
function paginate(lines: Line[]): Line[][] {
  const pages: Line[][] = [[]];
  let used = 0;
  for (const line of lines) {
    const page = pages.at(-1) ?? [];
    if (page.length > 0 && used + line.leading > PAGE_HEIGHT - 2 * MARGIN) {
      pages.push([line]);
      used = line.leading;
    } else {
      page.push(line);
      used += line.leading;
    }
  }
  return pages;
}

function show(line: Line, x: number, y: number): string {
  return `BT /${line.font} ${line.size} Tf ${x} ${y} Td ${pdfString(line.text)} Tj ET`;
}

function contentStream(lines: Line[], page: number, options: PdfOptions): string {
  const out: string[] = [];
  let y = PAGE_HEIGHT - MARGIN + LEADING;
  for (const line of lines) {
    y -= line.leading;
    if (line.text !== '') out.push(show(line, MARGIN + line.indent, y));
  }
  const running = (text: string | undefined, at: number) => {
    if (text !== undefined) out.push(show(body(text.replace('{page}', String(page))), MARGIN, at));
  };
  running(options.header, PAGE_HEIGHT - RUNNING_OFFSET);
  running(options.footer, RUNNING_OFFSET);
  return out.join('\n');
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
  const pageLines = pages.flatMap((text) => paginate(lay(text)));
  // Only the fonts the pages use, so a plain document stays as small as it was.
  const used = (['F1', 'F2', 'F3'] as const).filter(
    (font) => font === 'F1' || pageLines.some((lines) => lines.some((l) => l.font === font)),
  );
  // 1 catalog, 2 page tree, 3 info, then the fonts, then a page object and its content per page.
  const firstPage = 4 + used.length;
  const pageRefs = pageLines.map((_, i) => `${firstPage + 2 * i} 0 R`);
  const fontRefs = used.map((font, i) => `/${font} ${4 + i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pageLines.length} >>`,
    options.title === undefined ? '<< >>' : `<< /Title ${pdfString(options.title)} >>`,
    ...used.map(
      (font) =>
        `<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS[font]} /Encoding /WinAnsiEncoding >>`,
    ),
  ];
  pageLines.forEach((lines, i) => {
    const stream = contentStream(lines, i + 1, options);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << ${fontRefs} >> >> /Contents ${firstPage + 1 + 2 * i} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  return assemble(objects, '/Root 1 0 R /Info 3 0 R');
}
