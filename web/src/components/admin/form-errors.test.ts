import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
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
