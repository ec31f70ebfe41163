import { describe, expect, it } from 'vitest';
import { candidateOptions, candidateSearch } from './candidate-options.ts';

const aisha = { id: 'a', name: 'Aisha Patel', email: 'aisha@example.edu' };
const ben = { id: 'b', name: 'Ben Osei', email: 'ben@example.edu' };

describe('candidateOptions', () => {
  it('labels each student with name and email', () => {
    expect(candidateOptions([aisha], null)).toEqual([
      { value: 'a', label: 'Aisha Patel (aisha@example.edu)' },
    ]);
  });

  it('keeps the chosen student among the choices, once', () => {
    expect(candidateOptions([ben], aisha).map((o) => o.value)).toEqual(['a', 'b']);
    expect(candidateOptions([aisha, ben], aisha).map((o) => o.value)).toEqual(['a', 'b']);
    expect(candidateOptions(undefined, aisha).map((o) => o.value)).toEqual(['a']);
  });
});

describe('candidateSearch', () => {
  it('searches what was typed, trimmed', () => {
    expect(candidateSearch('  pat ', null)).toBe('pat');
    expect(candidateSearch('   ', null)).toBeUndefined();
  });

  it('does not search for the chosen student’s own label', () => {
    expect(candidateSearch('Aisha Patel (aisha@example.edu)', aisha)).toBeUndefined();
    expect(candidateSearch('Aisha', aisha)).toBe('Aisha');
  });
});
