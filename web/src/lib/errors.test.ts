import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors.ts';

const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';

describe('errorMessage', () => {
  it('says the server could not be reached when a websocket closes under a call', () => {
    // What the websocket link rejects a call with when its socket closes before the answer.
    expect(errorMessage(TRPCClientError.from(new Event('close')))).toBe(NETWORK_FAILURE);
  });

  it("keeps the server's own sentence", () => {
    const refused = TRPCClientError.from({
      error: {
        message: 'Please wait for the current reply to finish.',
        code: -32029,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
      },
    });
    expect(errorMessage(refused)).toBe('Please wait for the current reply to finish.');
  });
});
