import { describe, expect, it } from 'vitest';
import { codeLines, fenced, fenceFor, openingFence, segments } from './fences.ts';

describe('fences', () => {
  it('reads an opening fence with its language, not inline code', () => {
    expect(openingFence('```python')).toEqual({ marker: '```', info: 'python' });
    expect(openingFence('~~~~')).toEqual({ marker: '~~~~', info: '' });
    expect(openingFence('```js```')).toBeNull();
    expect(openingFence('    ```')).toBeNull();
  });

  it('takes tildes under a line of text for its title underline', () => {
    expect(openingFence('~~~~~~~', 'Overwriting files')).toBeNull();
    expect(openingFence('~~~python', 'Example:')).toEqual({ marker: '~~~', info: 'python' });
    expect(openingFence('```', 'Example:')).toEqual({ marker: '```', info: '' });
  });

  it('closes a block only with the same character, at least as long', () => {
    const lines = ['````', '```', 'x', '~~~', '````', 'after'];
    expect(codeLines(lines)).toEqual([true, true, true, true, true, false]);
  });

  it('cuts text into prose and one segment per fenced block', () => {
    const text = 'Intro\n```\na\n```\n```\nb\n```\nEnd';
    expect(segments(text)).toEqual([
      { code: false, text: 'Intro' },
      { code: true, text: '```\na\n```' },
      { code: true, text: '```\nb\n```' },
      { code: false, text: 'End' },
    ]);
  });

  it('fences code that shows fences itself with a longer fence', () => {
    expect(fenceFor('print(1)')).toBe('```');
    expect(fenced('```\nx\n```', 'markdown')).toBe('````markdown\n```\nx\n```\n````');
  });
});
