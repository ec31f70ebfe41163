import { it } from 'vitest';
import { answerKeyMatcher } from './answer-keys.ts';
it('prof', async () => {
  const m = await answerKeyMatcher(['15', 'mitochondria']);
  const para = 'Plain recursive **fib** is slow because it recomputes the same values: fib(5) calls fib(4) and fib(3) [1], and fib(4) calls fib(3) again. ';
  const replies = Array.from({ length: 40 }, () => Array.from({ length: 6 }, () => para).join(''));
  for (let i = 0; i < 5; i++) m.earlierPieces(replies);
  let t = performance.now();
  for (let i = 0; i < 20; i++) m.earlierPieces(replies);
  console.log('earlier 40 x', replies[0]?.length, 'chars:', ((performance.now() - t) / 20).toFixed(2), 'ms');
  const reply = Array.from({ length: 12 }, () => para).join('');
  t = performance.now();
  for (let i = 0; i < 20; i++) {
    let text = '';
    for (const s of reply.split(/(?<=\. )/)) { text += s; m.revealed(text); }
  }
  console.log('stream', reply.length, 'chars, sentence by sentence:', ((performance.now() - t) / 20).toFixed(2), 'ms');
});
