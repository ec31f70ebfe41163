import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  LOAD_FAILED,
  MISSING_INFORMATION,
  transcriptFailure,
  transcriptParams,
} from './transcript-params.ts';

const activityId = '0196f7a2-3c1e-7d2a-9b4f-0a1b2c3d4e5f';

function serverError(message: string, code: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: { code } } },
  } as ConstructorParameters<typeof TRPCClientError>[1]);
}

describe('transcriptParams', () => {
  it('accepts an activity id and an email, lower-casing the email', () => {
    expect(transcriptParams({ activityId, studentEmail: 'Aisha.Patel@Example.edu' })).toEqual({
      activityId,
      studentEmail: 'aisha.patel@example.edu',
    });
  });

  it('refuses anything else', () => {
    expect(transcriptParams({ activityId: '42', studentEmail: 'a@b.co' })).toBeNull();
    expect(transcriptParams({ activityId, studentEmail: 'not-an-email' })).toBeNull();
  });
});

describe('transcriptFailure', () => {
  it('shows the server’s not-found sentence without a toast', () => {
    const message = `Activity details not found for ID: ${activityId}`;
    expect(transcriptFailure(serverError(message, 'NOT_FOUND'))).toEqual({ message, toast: false });
  });

  it('names the admin when the student is missing', () => {
    const error = serverError(
      'Required information (activity, student, user) is missing.',
      'NOT_FOUND',
    );
    expect(transcriptFailure(error)).toEqual({ message: MISSING_INFORMATION, toast: false });
  });

  it('falls back to the generic failure, with the toast', () => {
    expect(transcriptFailure(new Error('socket closed'))).toEqual({
      message: LOAD_FAILED,
      toast: true,
    });
  });
});
