import { describe, expect, it } from 'vitest';
import { splitLongCode } from './long-code.ts';
import { countTokens } from './tokens.ts';

const fn = (name: string) => `def ${name}(x):\n    y = x + 1\n    return y`;

describe('splitLongCode', () => {
  it('leaves a block that fits alone', () => {
    const text = `Intro.\n\n\`\`\`python\n${fn('a')}\n\`\`\``;
    expect(splitLongCode(text, 100)).toBe(text);
  });

  it('cuts a long block at blank lines into fenced blocks that keep the language', () => {
    const body = ['a', 'b', 'c', 'd'].map(fn).join('\n\n');
    const out = splitLongCode(`Intro.\n\n\`\`\`python\n${body}\n\`\`\`\n\nEnd.`, 40);
    const blocks = out.match(/```python\n[\s\S]*?\n```/g) ?? [];
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) expect(countTokens(block)).toBeLessThanOrEqual(40);
    expect(blocks.map((b) => b.slice(10, -4)).join('\n\n')).toBe(body);
    expect(out.startsWith('Intro.\n\n```python\n') && out.endsWith('```\n\nEnd.')).toBe(true);
  });

  it('cuts between lines where a part has no blank line, indentation kept', () => {
    const body = Array.from({ length: 30 }, (_, i) => `    total = total + ${i}`).join('\n');
    const out = splitLongCode(`\`\`\`\n${body}\n\`\`\``, 50);
    const blocks = out.split('\n\n');
    expect(blocks.length).toBeGreaterThan(1);
    expect(blocks.every((b) => /^```\n {4}total[\s\S]*\n```$/.test(b))).toBe(true);
  });
});
