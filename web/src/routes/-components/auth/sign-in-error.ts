import type { SignInError } from '@teachchat/shared';

const FAILED = 'Sign in failed';

/**
 * The text for each reason the server's callback gives. Fixed here on purpose: nothing in
 * the page's address but the code is ever shown, so a link cannot put words on this page.
 */
const TEXTS: Record<SignInError, { title: string; message: string }> = {
  user_not_found: { title: 'User not found', message: 'Please contact support or admin.' },
  too_many_attempts: {
    title: FAILED,
    message: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  },
  provider_unreachable: {
    title: FAILED,
    message: 'The sign-in service is unreachable. Please try again in a moment.',
  },
  provider_refused: {
    title: FAILED,
    message: 'The sign-in was cancelled or refused by the identity provider. Please try again.',
  },
  invalid_state: {
    title: FAILED,
    message: 'This sign-in link is invalid or was opened in another browser. Please try again.',
  },
  expired: { title: FAILED, message: 'This sign-in took too long. Please try again.' },
  not_verified: {
    title: FAILED,
    message: 'The identity provider response could not be verified. Please try again.',
  },
};

/** The sign-in errors (docs/product.md#sign-in-errors) for the code in the URL; null without one. */
export function signInError(
  code: SignInError | undefined,
): { title: string; message: string } | null {
  return code ? TEXTS[code] : null;
}
