import type { SignInError } from '@teachchat/shared';
import type { MessageKey } from '~/i18n/keys.ts';
import { t } from '~/i18n/t.ts';

const FAILED = 'public.signIn.failed';

/**
 * The text for each reason the server's callback gives. Fixed here on purpose: nothing in
 * the page's address but the code is ever shown, so a link cannot put words on this page.
 */
const TEXTS: Record<SignInError, { title: MessageKey; message: MessageKey }> = {
  user_not_found: {
    title: 'public.signIn.userNotFound',
    message: 'public.signIn.userNotFoundText',
  },
  too_many_attempts: { title: FAILED, message: 'public.signIn.tooManyAttempts' },
  provider_unreachable: { title: FAILED, message: 'public.signIn.providerUnreachable' },
  provider_refused: { title: FAILED, message: 'public.signIn.providerRefused' },
  invalid_state: { title: FAILED, message: 'public.signIn.invalidState' },
  expired: { title: FAILED, message: 'public.signIn.expired' },
  not_verified: { title: FAILED, message: 'public.signIn.notVerified' },
};

/**
 * The sign-in errors (docs/product.md#sign-in-errors) for the code in the URL, in the reader's
 * language; null without one.
 */
export function signInError(
  code: SignInError | undefined,
): { title: string; message: string } | null {
  // A code this build does not know (an older link, a hand-made one) says nothing.
  const text = code && Object.hasOwn(TEXTS, code) ? TEXTS[code] : undefined;
  return text ? { title: t(text.title), message: t(text.message) } : null;
}
