import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  LOAD_FAILED,
  MISSING_INFO,
  transcriptErrorMessage,
  transcriptParams,
} from './transcript-error.ts';

const ID = '0b9a3c1e-4d8f-4e57-9a43-2f6f2a6c8d11';

function trpcError(code: string, message: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32004, message, data: { code, httpStatus: 404 } } },
  });
}

describe('transcript errors', () => {
  it('checks the route parameters before asking the server', () => {
    expect(transcriptParams(ID, 'Ada@School.edu')).toEqual({
      activityId: ID,
      studentEmail: 'ada@school.edu',
    });
    expect(() => transcriptParams('nope', 'ada@school.edu')).toThrow(MISSING_INFO);
    expect(() => transcriptParams(ID, 'not-an-email')).toThrow(MISSING_INFO);
  });

  it("shows the server's not-found text and hides anything else", () => {
    const notFound = trpcError('NOT_FOUND', `Activity details not found for ID: ${ID}`);
    expect(transcriptErrorMessage(notFound)).toBe(`Activity details not found for ID: ${ID}`);
    expect(transcriptErrorMessage(trpcError('INTERNAL_SERVER_ERROR', 'boom'))).toBe(LOAD_FAILED);
    expect(transcriptErrorMessage(new Error('offline'))).toBe(LOAD_FAILED);
  });
});
