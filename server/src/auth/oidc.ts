import * as oidc from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Only for the local development provider, which speaks plain http on loopback. */
  allowHttp: boolean;
}

/**
 * The OpenID client for the configured issuer, discovered on first use and kept; a failed
 * discovery (issuer down) is retried on the next sign-in instead of being cached.
 */
export function createOidcClient(settings: OidcSettings) {
  let pending: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    pending ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretPost(settings.clientSecret),
        { execute: settings.allowHttp ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      .then((config) => {
        // Verify the ID token's signature against the issuer's keys, not only TLS.
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((err: unknown) => {
        pending = undefined;
        throw err;
      });
    return pending;
  };

  return {
    async authorizationUrl(params: {
      redirectUri: string;
      state: string;
      nonce: string;
      codeVerifier: string;
    }) {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: params.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: params.state,
        nonce: params.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
        // Google lets a user pick among signed-in accounts; the local provider has no such prompt.
        ...(settings.allowHttp ? {} : { prompt: 'select_account' }),
      });
    },

    /** Exchanges the code and returns the verified email (iss, aud, exp, nonce, signature). */
    async verifiedEmail(
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email : undefined;
      if (!email) throw new Error('The identity provider did not share an email address.');
      if (claims?.email_verified === false) throw new Error('This email address is not verified.');
      return email;
    },

    randomChecks() {
      return {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
