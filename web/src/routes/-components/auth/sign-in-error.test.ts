import { describe, expect, it } from 'vitest';
import { signInError } from './sign-in-error.ts';

describe('signInError', () => {
  it('uses the texts of docs/product.md', () => {
    expect(signInError('user_not_found', undefined)).toEqual({
      title: 'User not found',
      message: 'Please contact support or admin.',
    });
    expect(signInError('signin_failed', 'State mismatch')).toEqual({
      title: 'Sign in failed',
      message: 'State mismatch',
    });
  });

  it('has a message even when the server sent none', () => {
    expect(signInError('signin_failed', '  ')?.message).toBe('Please try again.');
  });

  it('is silent without an error', () => {
    expect(signInError(undefined, 'ignored')).toBeNull();
  });
});
