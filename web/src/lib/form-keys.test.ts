import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { keepEnterFromSubmitting } from './form-keys.ts';

function press(key: string, target: { tagName: string; type?: string }, isComposing = false) {
  let prevented = false;
  const event = {
    key,
    target,
    nativeEvent: { isComposing },
    preventDefault: () => (prevented = true),
  } as unknown as KeyboardEvent<HTMLFormElement>;
  keepEnterFromSubmitting(event);
  return prevented;
}

describe('keepEnterFromSubmitting', () => {
  it('keeps Enter in a one-line field from sending the form', () => {
    expect(press('Enter', { tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(press('Enter', { tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(press('Enter', { tagName: 'INPUT', type: 'checkbox' })).toBe(true);
  });

  it('leaves new lines, buttons, other keys and input methods alone', () => {
    expect(press('Enter', { tagName: 'TEXTAREA', type: 'textarea' })).toBe(false);
    expect(press('Enter', { tagName: 'BUTTON', type: 'submit' })).toBe(false);
    expect(press('Enter', { tagName: 'INPUT', type: 'submit' })).toBe(false);
    expect(press('Tab', { tagName: 'INPUT', type: 'text' })).toBe(false);
    expect(press('Enter', { tagName: 'INPUT', type: 'text' }, true)).toBe(false);
  });
});
