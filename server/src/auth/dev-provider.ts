import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { newSecret } from './secrets.ts';
import { renderSignInPage, type DemoAccount } from './dev-sign-in-page.ts';
import { devProviderStore } from './dev-provider-store.ts';

export interface DevProvider {
  issuer: string;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

/**
 * A real OpenID provider on loopback for development and tests (DEV_LOGIN): the app signs
 * in through it exactly as it does through Google. Its page signs in any email; the app
 * then decides, as with Google, whether that email has an account.
 */
export async function startDevProvider(opts: {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: () => Promise<DemoAccount[]>;
}): Promise<DevProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    adapter: devProviderStore(),
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [newSecret()] },
    pkce: { required: () => true },
    // Put email in the ID token itself, as Google does, rather than only at userinfo.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true }),
    }),
  });
  const callback = provider.callback();

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return void callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'consent') {
          // A first-party client: consent is implied, as Google does for a school's own app.
          const grant = new provider.Grant({
            accountId: details.session?.accountId ?? '',
            clientId: opts.clientId,
          });
          grant.addOIDCScope('openid email profile');
          const grantId = await grant.save();
          return await provider.interactionFinished(req, res, { consent: { grantId } });
        }
        if (req.method === 'POST' && match[2]) {
          const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
          if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
            res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
            return res.end(renderSignInPage(details.uid, await opts.accounts(), 'Enter an email.'));
          }
          return await provider.interactionFinished(req, res, { login: { accountId: email } });
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(renderSignInPage(details.uid, await opts.accounts()));
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Sign-in could not continue: ${(err as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
