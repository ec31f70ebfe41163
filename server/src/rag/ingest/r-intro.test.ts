import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunk.ts';
import { parsePdf } from './parse-pdf.ts';

// A real typeset manual (texinfo: running headers, numbered titles, CMTT code) that Debian's
// r-doc-pdf installs; machines without it skip these checks, the synthetic PDFs still run.
const R_INTRO = '/usr/share/R/doc/manual/R-intro.pdf';
const present = existsSync(R_INTRO);

describe.skipIf(!present)(`R-intro.pdf (skipped unless r-doc-pdf installs ${R_INTRO})`, () => {
  const parsed = present ? parsePdf(new Uint8Array(readFileSync(R_INTRO)), 'R-intro.pdf') : null;

  it('names no passage after a running header, and keeps no header in the text', async () => {
    const doc = await parsed;
    const chunks = chunkDocument(doc ?? { kind: 'pdf', sections: [] });
    const header = /^Chapter \d+: .+ \d+$|^Appendix [A-Z]: .+ \d+$/m;
    expect(chunks.length).toBeGreaterThan(100);
    expect(chunks.filter((c) => header.test(c.heading ?? ''))).toEqual([]);
    expect(chunks.filter((c) => header.test(c.text))).toEqual([]);
  });

  it('reads numbered section titles as titles', async () => {
    const headings = new Set((await parsed)?.sections.map((s) => s.heading));
    for (const title of ['2.1 Vectors and assignment', '3.4 The class of an object']) {
      expect(headings).toContain(title);
    }
  });

  it('keeps code as fenced blocks with their indentation, never half a block', async () => {
    const doc = await parsed;
    const text = doc?.sections.map((s) => s.text).join('\n\n') ?? '';
    expect(text).toContain('```\n> x <- c(10.4, 5.6, 3.1, 6.4, 21.7)\n```');
    expect(text).toContain(
      '> twosam <- function(y1, y2) {\n    n1  <- length(y1); n2  <- length(y2)',
    );
    for (const chunk of chunkDocument(doc ?? { kind: 'pdf', sections: [] })) {
      expect(chunk.text.split('\n').filter((l) => l.startsWith('```')).length % 2).toBe(0);
    }
  });
});
