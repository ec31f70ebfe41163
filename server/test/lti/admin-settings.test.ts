import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, httpClient, httpStatusOf } from '../support/clients.ts';
import { launch } from '../support/lti-launch.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lms: LmsPlatformDouble;
let admin: Client['admin'];

beforeAll(async () => {
  app = await startTestApp();
  lms = await LmsPlatformDouble.start();
  admin = httpClient(app, {
    cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie,
  }).admin;
});
afterAll(async () => {
  await lms?.close();
  await app?.close();
});

const settings = () => admin.lti.settings.query();

describe('Settings → LMS', () => {
  it("shows the tool's URLs to copy into an LMS", async () => {
    const { tool } = await settings();
    expect(tool).toEqual({
      jwksUrl: `${app.url}/lti/jwks`,
      loginUrl: `${app.url}/lti/login`,
      launchUrl: `${app.url}/lti/launch`,
      redirectUris: [`${app.url}/lti/launch`],
      domain: new URL(app.url).host,
    });
  });

  it('refuses teachers and students', async () => {
    const teacher = httpClient(app, {
      cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie,
    });
    await expect(teacher.admin.lti.settings.query()).rejects.toSatisfy(
      (e) => httpStatusOf(e) === 403,
    );
  });

  it('registers an LMS by dynamic registration and shows what was registered', async () => {
    const { url } = await admin.lti.registrationLink.mutate();
    const opened = new URL(url);
    opened.searchParams.set(
      'openid_configuration',
      `${lms.issuer}/.well-known/openid-configuration`,
    );
    opened.searchParams.set('registration_token', 'registration-token-1');
    const res = await fetch(opened);
    const html = await res.text();
    expect(res.status, html).toBe(200);
    expect(html).toContain('TeachChat is registered');
    expect(html).toContain(lms.deploymentId);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${lms.issuer}`);

    const [request] = lms.registrations;
    expect(request).toMatchObject({
      initiate_login_uri: `${app.url}/lti/login`,
      redirect_uris: [`${app.url}/lti/launch`],
      jwks_uri: `${app.url}/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
    });
    const { platforms } = await settings();
    expect(platforms).toHaveLength(1);
    expect(platforms[0]).toMatchObject({
      name: 'lms-double',
      issuer: lms.issuer,
      clientId: lms.clientId,
      registeredBy: 'dynamic',
      deployments: [{ deploymentId: lms.deploymentId, enabled: true }],
    });

    // Launches from it now work.
    const { res: launched } = await launch(
      app,
      lms,
      lms.prepare({ sub: 'dyn-teacher', roles: [ROLE.instructor], email: 'dyn@lms.example' }),
    );
    expect(launched.status).toBe(303);
    expect((await settings()).platforms[0]?.courses).toHaveLength(1);
  });

  it('refuses a registration without a valid invitation', async () => {
    const res = await fetch(
      `${app.url}/lti/register?invite=forged&openid_configuration=${encodeURIComponent(`${lms.issuer}/.well-known/openid-configuration`)}`,
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This registration link has expired.');
  });

  it('registers an LMS by hand, turns it and a deployment off and on', async () => {
    const other = await LmsPlatformDouble.start();
    try {
      const input = { ...other.registration(`${app.url}/lti/jwks`), name: 'Moodle' };
      const { id } = await admin.lti.create.mutate(input);
      await expect(admin.lti.create.mutate(input)).rejects.toSatisfy(
        (e) => httpStatusOf(e) === 409,
      );
      await expect(
        admin.lti.create.mutate({ ...input, clientId: 'x', jwksUrl: 'not a url' }),
      ).rejects.toSatisfy((e) => httpStatusOf(e) === 400);

      await admin.lti.update.mutate({ id, enabled: false });
      let platform = (await settings()).platforms.find((p) => p.id === id);
      expect(platform?.enabled).toBe(false);
      const hint = other.prepare({ sub: 'x', roles: [ROLE.instructor] });
      const refused = await fetch(`${app.url}/lti/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(other.initiation(hint, `${app.url}/lti/launch`)),
        redirect: 'manual',
      });
      expect(refused.status).toBe(403);
      await admin.lti.update.mutate({ id, enabled: true });

      const deployment = platform?.deployments[0];
      await admin.lti.setDeployment.mutate({ id: deployment?.id ?? '', enabled: false });
      await admin.lti.addDeployment.mutate({ platformId: id, deploymentId: 'deployment-2' });
      platform = (await settings()).platforms.find((p) => p.id === id);
      expect(platform?.deployments.map((d) => [d.deploymentId, d.enabled])).toEqual([
        [other.deploymentId, false],
        ['deployment-2', true],
      ]);
    } finally {
      await other.close();
    }
  });

  it('rotates the signing key and keeps the old one published', async () => {
    const before = (await (await fetch(`${app.url}/lti/jwks`)).json()) as {
      keys: { kid: string }[];
    };
    const { kid } = await admin.lti.rotateKey.mutate();
    const after = (await (await fetch(`${app.url}/lti/jwks`)).json()) as {
      keys: { kid: string }[];
    };
    expect(after.keys.map((k) => k.kid)).toEqual([kid, ...before.keys.map((k) => k.kid)]);
  });
});
