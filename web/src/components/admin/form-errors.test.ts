import { i18n } from '@lingui/core';
import {
  courseCreateInput,
  FIELD_NAMES,
  rosterRowSchema,
  VALIDATION_MESSAGES,
} from '@teachchat/shared';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en/app.json';
import { formErrorsFrom } from './form-errors.ts';

function serverError(message: string, data: Record<string, unknown>) {
  return new TRPCClientError(message, {
    result: { error: { code: -32000, message, data } },
  } as ConstructorParameters<typeof TRPCClientError>[1]);
}

describe('formErrorsFrom', () => {
  it('puts zod field errors under their fields', () => {
    const error = serverError('bad', {
      code: 'BAD_REQUEST',
      zodError: { fieldErrors: { title: ['Course Title is required'] }, formErrors: [] },
    });
    expect(formErrorsFrom(error, 'courseCode')).toEqual({
      fields: { title: 'Course Title is required' },
      general: null,
    });
  });

  it('puts a conflict under the field it is about', () => {
    const error = serverError('Course code CS101 is already taken.', { code: 'CONFLICT' });
    expect(formErrorsFrom(error, 'courseCode')).toEqual({
      fields: { courseCode: 'Course code CS101 is already taken.' },
      general: null,
    });
  });

  it('keeps any other refusal as a general message', () => {
    const error = serverError(
      'Max Students cannot be lower than the 12 students already enrolled.',
      {
        code: 'BAD_REQUEST',
        zodError: null,
      },
    );
    expect(formErrorsFrom(error, 'courseCode')).toEqual({
      fields: {},
      general: 'Max Students cannot be lower than the 12 students already enrolled.',
    });
    expect(formErrorsFrom(new Error('offline')).general).toBe('offline');
  });
});

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
      expect(catalogue[`app.validation.${key}`], key).toBe(message);
    for (const [name, label] of Object.entries(FIELD_NAMES))
      expect(catalogue[`app.validation.field.${name}`], name).toBe(label);
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
