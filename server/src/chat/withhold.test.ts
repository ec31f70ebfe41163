import { describe, expect, it } from 'vitest';
import { createAnswerGuard, WITHHELD_HINT } from './withhold.ts';

async function stream(keys: string[], pieces: string[]) {
  const guard = await createAnswerGuard(keys);
  const sent = pieces.map((p) => guard.push(p));
  sent.push(guard.end());
  return { sent: sent.join(''), guard };
}

describe('the answer guard on a streaming reply', async () => {
  it('lets whole sentences through when they give nothing away', async () => {
    const { sent, guard } = await stream(
      ['0.4'],
      ['Divide the ', 'red count. ', 'Then simplify', '.'],
    );
    expect(sent).toBe('Divide the red count. Then simplify.');
    expect(guard.withheld).toBe(false);
  });

  it('holds a sentence back until it ends, and withholds it when it gives an answer away', async () => {
    const guard = await createAnswerGuard(['0.4']);
    expect(guard.push('Good question. The answer is 0')).toBe('Good question. ');
    expect(guard.push('.')).toBe('');
    expect(guard.push('4 exactly. ')).toBe('');
    expect(guard.push('More text.')).toBe('');
    expect(guard.end()).toBe('');
    expect(guard.withheld).toBe(true);
    expect(guard.text).toBe(WITHHELD_HINT);
  });

  it('does not take spelt-out letters for sentence ends', async () => {
    const { sent } = await stream(['cat'], ['It is c. ', 'a. ', 't. ']);
    expect(sent).toBe('');
  });

  it('passes everything through with no keys', async () => {
    expect((await stream([], ['The answer is 0.4'])).sent).toBe('The answer is 0.4');
  });
});

describe('what the guard checks besides the stream', () => {
  it('the text finally saved, after every rewrite of it', async () => {
    const guard = await createAnswerGuard(['42']);
    expect(guard.push('Work it out step by step. ')).toBe('Work it out step by step. ');
    expect(guard.settle('Work it out step by step. It is 42.')).toBe(false);
    expect(guard.withheld).toBe(true);
    expect(guard.text).toBe(WITHHELD_HINT);
  });

  it('a reply finishing an answer that earlier replies began', async () => {
    const earlier = ['The first half of the answer is mito.'];
    const { sent, guard } = await streamAfter(['mitochondria'], earlier, [
      'Sure. ',
      'The second half is chondria.',
    ]);
    expect(guard.withheld).toBe(true);
    expect(sent).toBe('Sure. ');
  });
});

async function streamAfter(keys: string[], earlier: string[], pieces: string[]) {
  const guard = await createAnswerGuard(keys, earlier);
  const sent = pieces.map((p) => guard.push(p));
  sent.push(guard.end());
  return { sent: sent.join(''), guard };
}
