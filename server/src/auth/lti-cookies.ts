/**
 * Cookies of sessions started by an LTI launch. The tool runs in the LMS's iframe, where a
 * SameSite=Lax cookie is never sent, so these are SameSite=None; Secure, and Partitioned
 * (CHIPS): the browser keeps them only under the LMS's top-level site, so no other site
 * that frames or links to TeachChat gets a request that carries them. Sessions signed in
 * at the top level keep their Lax cookie; nothing else changes for them.
 */
export function ltiSessionCookieName(secure: boolean): string {
  return secure ? '__Host-tc_lti_session' : 'tc_lti_session';
}

export function ltiStateCookieName(secure: boolean): string {
  return secure ? '__Host-tc_lti_state' : 'tc_lti_state';
}

/**
 * Secure even over http: browsers take Secure cookies from http://localhost (development
 * and tests) and SameSite=None needs it; __Host- and Path=/ only where https allows them.
 */
export const ltiCookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'none',
  secure: true,
  partitioned: true,
} as const;
