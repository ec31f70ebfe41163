import { CHAT } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { checkComposer, isSendKey } from './composer-input.ts';

describe('composer input', () => {
  it('ignores blank and whitespace-only text', () => {
    expect(checkComposer('')).toEqual({ content: null, error: null, counter: null });
    expect(checkComposer('  \n\t ')).toEqual({ content: null, error: null, counter: null });
  });

  it('sends trimmed text', () => {
    expect(checkComposer('  What is a loop?\n')).toMatchObject({ content: 'What is a loop?' });
  });

  it('counts near the limit and refuses beyond it', () => {
    const near = checkComposer('x'.repeat(CHAT.maxMessageChars - 10));
    expect(near.counter).toBe(`${CHAT.maxMessageChars - 10} / ${CHAT.maxMessageChars}`);
    expect(near.content).not.toBeNull();
    const over = checkComposer('x'.repeat(CHAT.maxMessageChars + 1));
    expect(over.content).toBeNull();
    expect(over.error).toBe(`Messages can be at most ${CHAT.maxMessageChars} characters.`);
  });

  it('sends on Enter but not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});
