/**
 * Why a sign-in did not succeed: the only thing the server's callback puts in the /auth
 * page's address. The page shows its own fixed text for each code and never text from the
 * address, so a crafted link cannot make the sign-in page say anything else.
 */
export const SIGN_IN_ERRORS = [
  'user_not_found',
  'too_many_attempts',
  'provider_unreachable',
  'provider_refused',
  'invalid_state',
  'expired',
  'not_verified',
] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];
