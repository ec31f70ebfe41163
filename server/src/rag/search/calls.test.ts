import { describe, expect, it } from 'vitest';
import { callWords } from './calls.ts';

describe('callWords', () => {
  it('reads each name written before "(" as the call the chunks index, once', () => {
    expect(callWords('What does step() do? And step(fit)?')).toEqual([
      { text: 'zfnstep', code: true, exact: true, called: 'step' },
    ]);
    expect(callWords('Does range(10) include 10?').map((w) => w.text)).toEqual(['zfnrange']);
  });

  it('reads a dotted name by its last part, as the chunks do, and no word apart from "("', () => {
    expect(callWords('What does is.na(x) return?').map((w) => w.called)).toEqual(['na']);
    expect(callWords('What is a step (in a model)?')).toEqual([]);
  });
});
