import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { transcriptLoadError } from './transcript-errors.ts';
import { transcriptParams } from './transcript-params.ts';

const ID = '0b9a3c1e-4d8f-4e57-9a43-2f6f2a6c8d11';
const ADMIN_MISSING = 'Required information (activity, student, authenticated admin) is missing.';
const TEACHER_MISSING = 'Required information (activity, student, user) is missing.';
const LOAD_FAILED = 'Failed to load chat details.';

function trpcError(code: string, message: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32004, message, data: { code, httpStatus: 404 } } },
  });
}

describe('transcriptParams', () => {
  it('accepts an activity id and an email, lower-casing the email', () => {
    expect(transcriptParams({ activityId: ID, studentEmail: 'Ada@School.edu' }, 'teacher')).toEqual(
      { activityId: ID, studentEmail: 'ada@school.edu' },
    );
  });

  it("refuses anything else, in the area's words", () => {
    expect(() => transcriptParams({ activityId: '42', studentEmail: 'a@b.co' }, 'admin')).toThrow(
      ADMIN_MISSING,
    );
    expect(() =>
      transcriptParams({ activityId: ID, studentEmail: 'not-an-email' }, 'teacher'),
    ).toThrow(TEACHER_MISSING);
  });
});

describe('transcriptLoadError', () => {
  const notFound = trpcError('NOT_FOUND', `Activity details not found for ID: ${ID}`);

  it("shows the server's not-found sentence; only the teacher's comes with a toast", () => {
    expect(transcriptLoadError(notFound, 'admin')).toMatchObject({
      message: `Activity details not found for ID: ${ID}`,
      toast: null,
    });
    expect(transcriptLoadError(notFound, 'teacher')).toMatchObject({
      message: `Activity details not found for ID: ${ID}`,
      toast: `Activity details not found for ID: ${ID}`,
    });
  });

  it('names the admin when the student is missing', () => {
    expect(transcriptLoadError(trpcError('NOT_FOUND', TEACHER_MISSING), 'admin')).toMatchObject({
      message: ADMIN_MISSING,
      toast: null,
    });
  });

  it('hides anything else behind the generic failure, with a toast', () => {
    expect(transcriptLoadError(new Error('socket closed'), 'admin')).toMatchObject({
      message: LOAD_FAILED,
      toast: 'Could not load chat details.',
    });
    expect(
      transcriptLoadError(trpcError('INTERNAL_SERVER_ERROR', 'boom'), 'teacher'),
    ).toMatchObject({ message: LOAD_FAILED, toast: LOAD_FAILED });
  });
});
