import { afterEach, describe, expect, it } from 'vitest';
import { courseCreateInput } from './admin.ts';
import { rosterInput, rosterRowSchema } from './roster.ts';
import {
  englishValidation,
  FIELD_NAMES,
  setValidationWriter,
  VALIDATION_MESSAGES,
  validationTextOf,
} from './validation.ts';

afterEach(() => setValidationWriter(englishValidation));

const course = {
  title: '',
  courseCode: 'CS1',
  departmentCode: 'cs',
  description: 'About.',
  teacherId: '5b0e9f7e-3f0a-4a43-9f7e-9a1c5a8b2d11',
  startDate: '2026-09-01',
  endDate: '2026-08-01',
  maxStudents: 0,
  credits: 3,
};

describe('the rules’ messages', () => {
  it('are English by default, each its own sentence', () => {
    const messages = courseCreateInput.safeParse(course).error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      'Course Title is required',
      'Max Students must be at least 1',
      'End Date cannot be before Start Date',
    ]);
    // The server finds a message's key again by its English: no two may read alike.
    for (const words of [Object.values(VALIDATION_MESSAGES), Object.values(FIELD_NAMES)])
      expect(new Set(words).size).toBe(words.length);
    expect(
      rosterInput.safeParse({ role: 'student', csv: 'x'.repeat(600_001) }).error?.message,
    ).toContain('at most 600,000 characters');
  });

  it('give their key back, with the field and values, for the server to translate', () => {
    const [required, least] = courseCreateInput.safeParse(course).error?.issues ?? [];
    expect(required && validationTextOf(required)).toEqual({
      key: 'required',
      field: 'courseTitle',
    });
    expect(least && validationTextOf(least)).toEqual({
      key: 'atLeast',
      field: 'maxStudents',
      values: { min: 1 },
    });
    const row = rosterRowSchema.safeParse({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.org',
      departmentCode: 'Alchemy',
    });
    const [unknown] = row.error?.issues ?? [];
    expect(unknown?.message).toBe('Unknown department "Alchemy"');
    expect(unknown && validationTextOf(unknown)).toEqual({
      key: 'unknownDepartment',
      values: { department: 'Alchemy' },
    });
    expect(validationTextOf({ message: 'Invalid input' })).toBeUndefined();
  });

  it('are written when zod raises them, by the writer the app set', () => {
    setValidationWriter(({ key, field }) => `${key}:${field ?? ''}`);
    const messages = courseCreateInput.safeParse(course).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['required:courseTitle', 'atLeast:maxStudents', 'endBeforeStart:']);
  });
});
