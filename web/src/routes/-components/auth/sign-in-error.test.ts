import { SIGN_IN_ERRORS } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { signInError } from './sign-in-error.ts';

describe('signInError', () => {
  it('uses the texts of docs/product.md', () => {
    expect(signInError('user_not_found')).toEqual({
      title: 'User not found',
      message: 'Please contact support or admin.',
    });
    expect(signInError('invalid_state')).toEqual({
      title: 'Sign in failed',
      message: 'This sign-in link is invalid or was opened in another browser. Please try again.',
    });
  });

  it('has a text of its own for every code the server sends', () => {
    for (const code of SIGN_IN_ERRORS) expect(signInError(code)?.message).toBeTruthy();
  });

  it('is silent without an error, or with a code it does not know', () => {
    expect(signInError(undefined)).toBeNull();
    expect(signInError('signin_failed' as never)).toBeNull();
  });
});
