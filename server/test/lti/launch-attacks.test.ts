import type { EntityManager } from '@mikro-orm/postgresql';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../src/db/entities/course.ts';
import { Enrollment } from '../../src/db/entities/enrollment.ts';
import { LtiContext } from '../../src/db/entities/lti-context.ts';
import { LtiAccount } from '../../src/db/entities/lti-account.ts';
import { LtiDeployment } from '../../src/db/entities/lti-deployment.ts';
import { Session } from '../../src/db/entities/session.ts';
import { User } from '../../src/db/entities/user.ts';
import { JWKS_COOLDOWN_MS } from '../../src/services/lti/platform-keys.ts';
import { setPlatformRules } from '../../src/services/lti/platforms.ts';
import { launch, postLaunch, registerDouble, startLaunch } from '../support/lti-launch.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lms: LmsPlatformDouble;
let other: LmsPlatformDouble;
let platformId: string;
const em = () => app.db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  app = await startTestApp();
  lms = await LmsPlatformDouble.start();
  other = await LmsPlatformDouble.start();
  platformId = (await registerDouble(app, lms)).id;
  await registerDouble(app, other);
  // An instructor opens the course, so learners may come.
  await launch(
    app,
    lms,
    lms.prepare({
      sub: 'teacher-1',
      roles: [ROLE.instructor],
      email: 'teach@lms.example',
      contextId: 'ctx-a',
    }),
  );
});
afterAll(async () => {
  await other?.close();
  await lms?.close();
  await app?.close();
});

/** Logs in for a prepared launch, then posts a token built from its claims with `change`. */
async function tamperedLaunch(
  spec: Parameters<LmsPlatformDouble['prepare']>[0],
  change: (claims: Record<string, unknown>) => Record<string, unknown> = (c) => c,
  sign: (claims: Record<string, unknown>) => Promise<string> = (c) => lms.sign(c),
) {
  const hint = lms.prepare(spec);
  const { browser, auth, state, nonce } = await startLaunch(app, lms, hint);
  const claims = lms.claims(hint, nonce, auth.searchParams.get('redirect_uri') ?? '');
  const idToken = await sign(change(claims as Record<string, unknown>));
  const res = await postLaunch(browser, app, idToken, state);
  return { res, text: await res.text(), browser, idToken, state };
}

const sessions = () => em().count(Session, {});
const learner = (sub: string) => ({ sub, roles: [ROLE.learner], contextId: 'ctx-a' });

describe('a launch is refused, and signs no one in, when', () => {
  it('its nonce is replayed (the same id_token and state posted again)', async () => {
    const first = await tamperedLaunch(learner('s-replay'));
    expect(first.res.status).toBe(303);
    const before = await sessions();
    const again = await postLaunch(first.browser, app, first.idToken, first.state);
    expect(again.status).toBe(403);
    expect(await again.text()).toContain('already been used');
    expect(await sessions()).toBe(before);
  });

  it('the state is not the one this browser started with', async () => {
    const hint = lms.prepare(learner('s-state'));
    const { auth, nonce } = await startLaunch(app, lms, hint);
    const victim = await startLaunch(app, lms, lms.prepare(learner('s-victim')));
    const idToken = await lms.sign(
      lms.claims(hint, nonce, auth.searchParams.get('redirect_uri') ?? ''),
    );
    // An attacker's token and state, posted from the victim's browser (login CSRF).
    const res = await postLaunch(
      victim.browser,
      app,
      idToken,
      auth.searchParams.get('state') ?? '',
    );
    expect(res.status).toBe(403);
  });

  it('its audience is another client', async () => {
    const { res } = await tamperedLaunch(learner('s-aud'), (c) => ({ ...c, aud: 'another-tool' }));
    expect(res.status).toBe(400);
  });

  it('it names two audiences and azp is not this client', async () => {
    const { res } = await tamperedLaunch(learner('s-azp'), (c) => ({
      ...c,
      aud: [lms.clientId, 'another-tool'],
      azp: 'another-tool',
    }));
    expect(res.status).toBe(400);
  });

  it('its issuer is another platform (signed with this one’s key)', async () => {
    const { res } = await tamperedLaunch(learner('s-iss'), (c) => ({ ...c, iss: other.issuer }));
    expect(res.status).toBe(403);
    expect(await em().count(LtiAccount, { subject: 's-iss' })).toBe(0);
  });

  it('its deployment is not registered, or is turned off', async () => {
    const unknown = await tamperedLaunch({ ...learner('s-dep'), deploymentId: 'deployment-9' });
    expect(unknown.res.status).toBe(403);
    expect(unknown.text).toContain('deployment is not registered');
    await em().nativeUpdate(
      LtiDeployment,
      { deploymentId: lms.deploymentId, platform: platformId },
      { enabled: false },
    );
    const off = await tamperedLaunch(learner('s-dep-off'));
    expect(off.res.status).toBe(403);
    await em().nativeUpdate(
      LtiDeployment,
      { deploymentId: lms.deploymentId, platform: platformId },
      { enabled: true },
    );
  });

  it('it has expired (beyond the minute of clock skew)', async () => {
    const { res, text } = await tamperedLaunch(
      learner('s-exp'),
      (c) => c,
      (c) => lms.sign(c, { issuedAt: Math.floor(Date.now() / 1000) - 600, expiresIn: '-2m' }),
    );
    expect(res.status).toBe(403);
    expect(text).toContain('could not be verified');
  });

  it('its key id is unknown to the platform (the JWKS is fetched again, then it fails)', async () => {
    const fetches = () => lms.received.filter((r) => r.path === '/jwks').length;
    const before = fetches();
    const { privateKey } = await generateKeyPair('RS256');
    const { res, text } = await tamperedLaunch(
      learner('s-kid'),
      (c) => c,
      (c) => lms.sign(c, { key: privateKey, kid: 'rotated-away' }),
    );
    expect(res.status).toBe(403);
    expect(text).toContain('could not be verified');
    expect(fetches()).toBeLessThanOrEqual(before + 1);
  });

  it('(not refused) its key is new: the JWKS is fetched again and the launch passes', async () => {
    expect((await tamperedLaunch(learner('s-before-rotation'))).res.status).toBe(303);
    await lms.rotateKey();
    // Past the JWKS cooldown, an unknown kid makes the tool read the platform's keys again.
    await new Promise((resolve) => setTimeout(resolve, JWKS_COOLDOWN_MS + 200));
    expect((await tamperedLaunch(learner('s-after-rotation'))).res.status).toBe(303);
  });

  it("it is signed by another platform's key under this platform's key id", async () => {
    const { res, text } = await tamperedLaunch(
      learner('s-sig'),
      (c) => c,
      (c) => other.sign(c, { kid: undefined }),
    );
    expect(res.status).toBe(403);
    expect(text).toContain('could not be verified');
  });

  it('its version or message type is not LTI 1.3 resource link or deep linking', async () => {
    const v = await tamperedLaunch(learner('s-ver'), (c) => ({
      ...c,
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.1',
    }));
    expect(v.res.status).toBe(400);
    const t = await tamperedLaunch(learner('s-type'), (c) => ({
      ...c,
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiSubmissionReviewRequest',
    }));
    expect(t.res.status).toBe(400);
  });

  it('the platform is turned off by the admin', async () => {
    await setPlatformRules(em(), platformId, { enabled: false });
    const hint = lms.prepare(learner('s-off'));
    const res = await fetch(`${app.url}/lti/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(lms.initiation(hint, `${app.url}/lti/launch`)),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    await setPlatformRules(em(), platformId, { enabled: true });
  });
});

describe('people and courses of a launch', () => {
  it("never signs in as a local account that has the LMS person's email, unless the admin allows it", async () => {
    const spec = {
      sub: 'lms-aisha',
      roles: [ROLE.learner],
      contextId: 'ctx-a',
      email: 'Aisha.Patel@example.edu',
    };
    const refused = await tamperedLaunch(spec);
    expect(refused.res.status).toBe(403);
    expect(refused.text).toContain('already uses your email');
    expect(refused.res.headers.getSetCookie().some((c) => c.startsWith('tc_lti_session='))).toBe(
      false,
    );

    await setPlatformRules(em(), platformId, { linkByEmail: true });
    const linked = await tamperedLaunch(spec);
    expect(linked.res.status).toBe(303);
    expect(await em().count(User, { email: 'aisha.patel@example.edu' })).toBe(1);
    await setPlatformRules(em(), platformId, { linkByEmail: false });
  });

  it('gives a Learner who is Instructor in another context no teaching, and no reach into the first', async () => {
    expect((await tamperedLaunch(learner('s-climb'))).res.status).toBe(303);
    const climb = await tamperedLaunch({
      sub: 's-climb',
      roles: [ROLE.instructor],
      contextId: 'ctx-b',
    });
    expect(climb.res.status).toBe(403);
    expect(climb.text).toContain('another role');
    const user = await em().findOneOrFail(
      User,
      { lastName: 'Lee', role: 'student' },
      { orderBy: { createdAt: 'desc' } },
    );
    expect(user.role).toBe('student');
    expect(await em().count(LtiContext, { contextId: 'ctx-b' })).toBe(0);
  });

  it('gives an LMS Administrator no admin rights unless the admin allowed it', async () => {
    const { res } = await tamperedLaunch({
      sub: 'lms-admin',
      roles: [ROLE.administrator],
      contextId: 'ctx-a',
    });
    expect(res.status).toBe(403);
    expect(await em().count(User, { role: 'admin', email: { $like: '%lms.invalid' } })).toBe(0);
    await setPlatformRules(em(), platformId, { adminsAreAdmins: true });
    const allowed = await tamperedLaunch({ sub: 'lms-admin', roles: [ROLE.administrator] });
    expect(allowed.res.headers.get('location')).toBe('/admin_page');
    await setPlatformRules(em(), platformId, { adminsAreAdmins: false });
  });

  it("keeps another platform's course with the same context id apart", async () => {
    await launch(
      app,
      other,
      other.prepare({
        sub: 'teacher-1',
        roles: [ROLE.instructor],
        email: 'teach2@lms.example',
        contextId: 'ctx-a',
      }),
    );
    const { location } = await launch(
      app,
      other,
      other.prepare({ sub: 's-other', roles: [ROLE.learner], contextId: 'ctx-a' }),
    );
    const contexts = await em().find(
      LtiContext,
      { contextId: 'ctx-a' },
      { populate: ['course', 'platform'] },
    );
    expect(contexts).toHaveLength(2);
    const [mine, theirs] = [
      contexts.find((c) => c.platform.issuer === lms.issuer),
      contexts.find((c) => c.platform.issuer === other.issuer),
    ];
    expect(mine?.course.id).not.toBe(theirs?.course.id);
    expect(location).toBe(`/student_course/${theirs?.course.courseCode}`);
    // The same subject at two issuers is two people.
    expect(
      await em().count(User, { email: { $in: ['teach@lms.example', 'teach2@lms.example'] } }),
    ).toBe(2);
    const student = await em().findOneOrFail(
      Enrollment,
      { course: theirs?.course.id ?? '' },
      { populate: ['student'] },
    );
    expect(
      await em().count(Enrollment, { course: mine?.course.id ?? '', student: student.student.id }),
    ).toBe(0);
  });

  it('does not open an activity of another course named in a custom parameter', async () => {
    const foreign = await em().findOneOrFail(
      Course,
      { courseCode: 'CS101' },
      { populate: ['teacher'] },
    );
    const activity = await app.db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>('select id from activities where course_id = ? limit 1', [
        foreign.id,
      ]);
    const { res } = await tamperedLaunch({
      ...learner('s-foreign'),
      custom: { teachchat_activity: activity[0]?.id ?? '' },
    });
    expect(res.headers.get('location')).not.toContain('student_activity');
  });
});
