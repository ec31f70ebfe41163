import { describe, expect, it } from 'vitest';
import { createAnswerGuard, WITHHELD_HINT } from './withhold.ts';

function stream(keys: string[], pieces: string[]) {
  const guard = createAnswerGuard(keys);
  const sent = pieces.map((p) => guard.push(p));
  sent.push(guard.end());
  return { sent: sent.join(''), guard };
}

describe('the answer guard on a streaming reply', () => {
  it('lets whole sentences through when they give nothing away', () => {
    const { sent, guard } = stream(['0.4'], ['Divide the ', 'red count. ', 'Then simplify', '.']);
    expect(sent).toBe('Divide the red count. Then simplify.');
    expect(guard.withheld).toBe(false);
  });

  it('holds a sentence back until it ends, and withholds it when it gives an answer away', () => {
    const guard = createAnswerGuard(['0.4']);
    expect(guard.push('Good question. The answer is 0')).toBe('Good question. ');
    expect(guard.push('.')).toBe('');
    expect(guard.push('4 exactly. ')).toBe('');
    expect(guard.push('More text.')).toBe('');
    expect(guard.end()).toBe('');
    expect(guard.withheld).toBe(true);
    expect(guard.text).toBe(WITHHELD_HINT);
  });

  it('does not take spelt-out letters for sentence ends', () => {
    const { sent } = stream(['cat'], ['It is c. ', 'a. ', 't. ']);
    expect(sent).toBe('');
  });

  it('passes everything through with no keys', () => {
    expect(stream([], ['The answer is 0.4']).sent).toBe('The answer is 0.4');
  });
});
