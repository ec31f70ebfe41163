import { describe, expect, it } from 'vitest';
import { stem } from '../answer/stem.ts';
import { irregularBase, irregularForms } from './irregular-verbs.ts';

describe('irregular verbs', () => {
  it('reads a past or a participle as its base', () => {
    expect(irregularBase('wrote')).toBe('write');
    expect(irregularBase('written')).toBe('write');
    expect(irregularBase('took')).toBe('take');
    expect(irregularForms('taken')).toEqual(['take', 'took']);
  });

  it('leaves alone a form that is another verb, or spelt by the regular rule', () => {
    expect(irregularBase('saw')).toBeUndefined();
    expect(irregularBase('installed')).toBeUndefined();
    expect(irregularBase('constructor')).toBeUndefined();
    expect(irregularForms('toString')).toEqual([]);
  });

  it('gives every form of a verb one stem', () => {
    expect(new Set(['write', 'wrote', 'written', 'writes'].map(stem))).toEqual(new Set(['writ']));
    expect(stem('installed')).toBe(stem('install'));
  });
});
