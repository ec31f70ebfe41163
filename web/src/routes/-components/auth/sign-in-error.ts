export type SignInErrorCode = 'user_not_found' | 'signin_failed';

/** The sign-in errors (docs/product.md#sign-in-errors) for the callback's codes in the URL. */
export function signInError(
  code: SignInErrorCode | undefined,
  message: string | undefined,
): { title: string; message: string } | null {
  if (code === 'user_not_found') {
    return { title: 'User not found', message: 'Please contact support or admin.' };
  }
  if (code === 'signin_failed') {
    return { title: 'Sign in failed', message: message?.trim() || 'Please try again.' };
  }
  return null;
}
