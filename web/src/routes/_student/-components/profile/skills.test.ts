import { describe, expect, it } from 'vitest';
import { normaliseSkills, skillsError } from './skills.ts';

describe('skills', () => {
  it('trims, drops blanks and repeats', () => {
    expect(normaliseSkills([' Python ', '', 'python', 'Research'])).toEqual(['Python', 'Research']);
  });

  it('checks the count and the length', () => {
    expect(skillsError(['AI'])).toBeNull();
    expect(skillsError(Array.from({ length: 21 }, (_, i) => `s${i}`))).toBe('At most 20 skills.');
    expect(skillsError(['x'.repeat(41)])).toBe('Skills can be at most 40 characters.');
  });
});
