/** The tool's LTI endpoints, as an admin copies them into an LMS. */
export function toolUrls(publicUrl: string) {
  const paths = {
    jwksPath: '/lti/jwks',
    loginPath: '/lti/login',
    launchPath: '/lti/launch',
    registerPath: '/lti/register',
  };
  return {
    ...paths,
    jwks: `${publicUrl}${paths.jwksPath}`,
    login: `${publicUrl}${paths.loginPath}`,
    launch: `${publicUrl}${paths.launchPath}`,
    register: `${publicUrl}${paths.registerPath}`,
    /** Every URL a platform may send an id_token to (its "redirect URIs"). */
    redirectUris: [`${publicUrl}${paths.launchPath}`],
    domain: new URL(publicUrl).host,
  };
}
