import { i18n } from '@lingui/core';
import {
  courseCreateInput,
  FIELD_NAMES,
  rosterRowSchema,
  VALIDATION_MESSAGES,
} from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import english from '../locales/en/public.json';

// The writer is set as main.tsx sets it, by the tests' setup (src/test/languages.ts).
describe('the shared schemas’ messages in the browser', () => {
  const course = {
    title: ' ',
    courseCode: 'CS1',
    departmentCode: 'cs',
    description: 'About.',
    teacherId: '5b0e9f7e-3f0a-4a43-9f7e-9a1c5a8b2d11',
    startDate: '2026-09-01',
    endDate: '2026-08-01',
    maxStudents: 30,
    credits: 3,
  };
  const messages = (values: unknown, schema = courseCreateInput) =>
    schema.safeParse(values).error?.issues.map((i) => i.message);

  it('read in English as the schemas wrote them', () => {
    expect(messages(course)).toEqual([
      'Course Title is required',
      'End Date cannot be before Start Date',
    ]);
    const catalogue: Record<string, string> = english;
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES))
      expect(catalogue[`public.validation.${key}`], key).toBe(message);
    for (const [name, label] of Object.entries(FIELD_NAMES))
      expect(catalogue[`public.validation.field.${name}`], name).toBe(label);
  });

  it('read in the reader’s language, the field’s name too', () => {
    i18n.activate('es');
    expect(messages(course)).toEqual([
      'El campo «Título del curso» es obligatorio',
      'La fecha de fin no puede ser anterior a la fecha de inicio',
    ]);
    i18n.activate('de');
    const row = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'nope',
      departmentCode: 'Alchemy',
      courseCode: '',
    };
    expect(messages(row, rosterRowSchema as never)).toEqual([
      'Geben Sie eine gültige E-Mail-Adresse ein',
      'Unbekannter Fachbereich „Alchemy“',
    ]);
  });
});
