import { describe, expect, it } from 'vitest';
import { docxHtmlToText } from './docx-text.ts';

describe('docxHtmlToText', () => {
  it('fences a code block, keeping its lines and indentation', () => {
    expect(docxHtmlToText('<p>Run:</p><pre>def f():\n    return 1 &lt; 2</pre>')).toBe(
      '\n\nRun:\n\n\n\n```\ndef f():\n    return 1 < 2\n```\n\n',
    );
  });

  it('writes inline code as a code span', () => {
    expect(docxHtmlToText('<p>Call <code>len(xs)</code>.</p>')).toBe('\n\nCall `len(xs)`.\n\n');
  });

  it('writes raised and lowered runs as superscripts and subscripts, or ^ and _', () => {
    expect(docxHtmlToText('<p>x<sup>2</sup> + a<sub>i</sub> + e<sup>iq</sup></p>')).toBe(
      '\n\nx² + aᵢ + e^iq\n\n',
    );
  });

  it('leaves a footnote reference as it reads', () => {
    const html = '<p>Cells<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>.</p>';
    expect(docxHtmlToText(html)).toBe('\n\nCells[1].\n\n');
  });
});
