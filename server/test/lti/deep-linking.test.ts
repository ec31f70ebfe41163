import type { EntityManager } from '@mikro-orm/postgresql';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { launch, registerDouble } from '../support/lti-launch.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lms: LmsPlatformDouble;
let picker: string;
let cookie: string;
const em = () => app.db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  app = await startTestApp();
  lms = await LmsPlatformDouble.start();
  await registerDouble(app, lms);
  const { location, browser } = await launch(
    app,
    lms,
    lms.prepare({
      sub: 'dl-teacher',
      roles: [ROLE.instructor],
      email: 'dl@lms.example',
      contextId: 'dl-ctx',
      messageType: 'LtiDeepLinkingRequest',
      // This LMS makes grade columns from deep links only (test/lti/line-items.test.ts has
      // the tool managing them).
      lineItemService: false,
    }),
  );
  picker = location;
  cookie = browser.cookieHeader(app.url);
});
afterAll(async () => {
  await lms?.close();
  await app?.close();
});

const choose = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/lti/deep-link`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: app.url,
      cookie,
      ...headers,
    },
    body: new URLSearchParams(body),
  });
const requestOf = (path: string) => new URL(path, app.url).searchParams.get('request') ?? '';

describe('deep linking', () => {
  it('sends the instructor of a deep-linking launch to the picker, framed only by the LMS', async () => {
    expect(picker).toMatch(/^\/lti\/deep-link\?request=/);
    const res = await fetch(new URL(picker, app.url), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Add a TeachChat activity to Cell Biology');
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${lms.issuer}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('creates a new draft activity and answers with a signed LtiDeepLinkingResponse', async () => {
    const res = await choose({
      request: requestOf(picker),
      create: '1',
      title: 'Photosynthesis chat',
      graded: '1',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`action="${lms.issuer}/deep-link-return"`);
    expect(res.headers.get('content-security-policy')).toContain(`form-action ${lms.issuer}`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const { payload, protectedHeader } = await jwtVerify(
      jwt,
      createRemoteJWKSet(new URL(`${app.url}/lti/jwks`)),
      { issuer: lms.clientId, audience: lms.issuer },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload['https://purl.imsglobal.org/spec/lti/claim/deployment_id']).toBe(
      lms.deploymentId,
    );
    expect(payload['https://purl.imsglobal.org/spec/lti/claim/version']).toBe('1.3.0');
    const activity = await em().findOneOrFail(
      Activity,
      { title: 'Photosynthesis chat' },
      { populate: ['course'] },
    );
    expect(activity.status).toBe('draft');
    expect(activity.course.title).toBe('Cell Biology');
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items']).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Photosynthesis chat',
        url: `${app.url}/lti/launch`,
        custom: { teachchat_activity: activity.id },
        lineItem: { scoreMaximum: 100, label: 'Photosynthesis chat', resourceId: activity.id },
      },
    ]);
  });

  it('refuses a choice from another site, another teacher, a forged request or an activity of another course', async () => {
    expect(
      (
        await choose(
          { request: requestOf(picker), create: '1', title: 'x' },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
    const maria = (await signIn(app, 'maria.okafor@example.edu')).cookie;
    const other = await choose(
      { request: requestOf(picker), create: '1', title: 'x' },
      { cookie: maria },
    );
    expect(other.status).toBe(403);
    expect((await choose({ request: 'forged', create: '1', title: 'x' })).status).toBe(403);
    const foreign = await em().findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
    expect((await choose({ request: requestOf(picker), activity: foreign.id })).status).toBe(404);
    expect(await em().count(Activity, { title: 'x' })).toBe(0);
  });
});
