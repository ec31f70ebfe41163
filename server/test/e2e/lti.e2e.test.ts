import type { EntityManager } from '@mikro-orm/postgresql';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { Enrollment } from '../../src/db/entities/enrollment.ts';
import { LtiContext } from '../../src/db/entities/lti-context.ts';
import { User } from '../../src/db/entities/user.ts';
import { SubmissionFeedback } from '../../src/db/entities/submission-feedback.ts';
import { linkContext, setPlatformRules } from '../../src/services/lti/platforms.ts';
import { materialSettled } from '../support/activities.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchChromium, signInThroughUi } from '../support/chromium.ts';
import { registerDouble } from '../support/lti-launch.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The LMS double serves its course page from 127.0.0.1 and the app is localhost: another
// site, so the tool runs in a third-party frame as it does in a real LMS.
let app: TestApp;
let lms: LmsPlatformDouble;
let browser: Browser;
let activityId: string;

beforeAll(async () => {
  // Grade passback looks for scores and grade columns to send every second, not every 5 s:
  // the walks wait for what it sends, not for the next sweep.
  app = await startTestApp({ SERVE_WEB: 'true', LTI_SYNC_MS: '1000' });
  lms = await LmsPlatformDouble.start();
  const em = app.db.orm.em.fork() as EntityManager;
  const platform = await registerDouble(app, lms);
  // The school's own teachers sign in from the LMS too: the admin allowed linking by email.
  await setPlatformRules(em, platform.id, { linkByEmail: true });
  const activity = await em.findOneOrFail(
    Activity,
    { course: { courseCode: 'CS101' } },
    { populate: ['course'] },
  );
  activityId = activity.id;
  await linkContext(em, {
    platformId: platform.id,
    contextId: 'lms-cs101',
    courseId: activity.course.id,
  });
  await materialSettled(app, activityId);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await lms?.close();
  await app?.close();
});

async function openInLms(hint: string): Promise<{ page: Page; tool: FrameLocator }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(lms.coursePageUrl(hint));
  return { page, tool: page.frameLocator('iframe[title="TeachChat"]') };
}

it("opens the activity's responses for the course's instructor, inside the LMS page", async () => {
  const { page, tool } = await openInLms(
    lms.prepare({
      sub: 'lms-maria',
      roles: [ROLE.instructor],
      email: 'maria.okafor@example.edu',
      contextId: 'lms-cs101',
      resourceLinkId: 'week-3',
      custom: { teachchat_activity: activityId },
    }),
  );
  await tool.getByRole('heading', { name: 'Student Responses' }).waitFor({ timeout: 20_000 });
  const frame = page.frames().find((f) => f.url().includes('/student_responses'));
  expect(frame?.url()).toContain(`activityId=${activityId}`);
  await page.context().close();
});

it("puts a learner from the LMS into the activity's chat, where they ask and get an answer", async () => {
  const { page, tool } = await openInLms(
    lms.prepare({
      sub: 'lms-student-7',
      roles: [ROLE.learner],
      email: 'noor.rahman@lms.example',
      givenName: 'Noor',
      familyName: 'Rahman',
      contextId: 'lms-cs101',
      resourceLinkId: 'week-3',
    }),
  );
  await tool
    .getByText("Hello! I'm your AI assistant. How can I help you today?")
    .waitFor({ timeout: 20_000 });
  const box = tool.getByRole('textbox', { name: 'Message' });
  await box.fill('How many comparisons does binary search need?');
  await box.press('Enter');
  await tool
    .getByText(/From the course material/)
    .first()
    .waitFor({ timeout: 20_000 });
  expect(page.frames().some((f) => f.url().endsWith(`/student_activity/${activityId}`))).toBe(true);
  await page.context().close();
});

it("shows the instructor, in the activity's responses, the scores sent to the LMS gradebook", async () => {
  // The learner of the test before submitted; the teacher released a score.
  const em = app.db.orm.em.fork() as EntityManager;
  const conversation = await em.findOneOrFail(Conversation, {
    activity: activityId,
    student: { email: 'noor.rahman@lms.example' },
  });
  conversation.status = 'completed';
  conversation.submittedAt = new Date();
  em.create(SubmissionFeedback, {
    conversation,
    comment: 'Clear reasoning.',
    score: 92,
    releasedAt: new Date(),
  });
  await em.flush();
  await expect
    .poll(
      () =>
        lms.scores.find(
          (s) => s.score.userId === 'lms-student-7' && s.score.gradingProgress === 'FullyGraded',
        )?.score.scoreGiven,
      {
        timeout: 20_000,
      },
    )
    .toBe(92);

  const { page, tool } = await openInLms(
    lms.prepare({
      sub: 'lms-maria',
      roles: [ROLE.instructor],
      email: 'maria.okafor@example.edu',
      contextId: 'lms-cs101',
      resourceLinkId: 'week-3',
    }),
  );
  const grades = tool.getByRole('region', { name: 'LMS Grades' });
  await grades.getByRole('row', { name: /Noor Rahman\s+92\s+Sent/ }).waitFor({ timeout: 20_000 });
  await page.context().close();
});

it('lets the instructor pick an activity for the LMS (deep linking), which then opens for a learner', async () => {
  const { page, tool } = await openInLms(
    lms.prepare({
      sub: 'lms-maria',
      roles: [ROLE.instructor],
      email: 'maria.okafor@example.edu',
      contextId: 'lms-cs101',
      messageType: 'LtiDeepLinkingRequest',
    }),
  );
  await tool
    .getByRole('heading', { name: /Add a TeachChat activity to/ })
    .waitFor({ timeout: 20_000 });
  await tool.getByRole('button', { name: 'Week 3: Searching and sorting' }).click();
  await tool
    .getByRole('heading', { name: 'Link added to the course' })
    .waitFor({ timeout: 20_000 });
  const response = lms.deepLinks.at(-1);
  expect(response?.['https://purl.imsglobal.org/spec/lti/claim/message_type']).toBe(
    'LtiDeepLinkingResponse',
  );
  expect(response?.['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('opaque-dl-data');
  const [item] = response?.['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
    url: string;
    custom: Record<string, string>;
    lineItem?: { scoreMaximum: number };
  }[];
  expect(item?.url).toBe(`${app.url}/lti/launch`);
  expect(item?.custom).toEqual({ teachchat_activity: activityId });
  // The LMS offers its line item service: the tool makes the grade column itself (once).
  expect(item?.lineItem).toBeUndefined();
  await expect
    .poll(() => [...lms.lineItems.values()].filter((i) => i.resourceId === activityId))
    .toMatchObject([{ scoreMaximum: 100, tag: 'teachchat' }]);
  await page.context().close();

  // The instructor sees the column in the activity's responses.
  const responses = await openInLms(
    lms.prepare({
      sub: 'lms-maria',
      roles: [ROLE.instructor],
      email: 'maria.okafor@example.edu',
      contextId: 'lms-cs101',
      resourceLinkId: 'week-3',
    }),
  );
  const grades = responses.tool.getByRole('region', { name: 'LMS Grades' });
  await grades.getByText(/^Gradebook column in .*LMS double$/).waitFor({ timeout: 20_000 });
  await grades.getByText('Ready', { exact: true }).waitFor();
  await responses.page.context().close();

  // The LMS places the link with the item's custom parameters; a learner opens it.
  const learner = await openInLms(
    lms.prepare({
      sub: 'lms-student-8',
      roles: [ROLE.learner],
      email: 'kofi@lms.example',
      contextId: 'lms-cs101',
      resourceLinkId: 'placed-by-deep-link',
      custom: item?.custom ?? {},
    }),
  );
  await learner.tool
    .getByText("Hello! I'm your AI assistant. How can I help you today?")
    .waitFor({ timeout: 20_000 });
  await learner.page.context().close();
});

it("lets the instructor sync the course's roster from the LMS on the course page", async () => {
  const course = async () =>
    (app.db.orm.em.fork() as EntityManager).findOneOrFail(LtiContext, { contextId: 'lms-cs101' });
  // The launch reads the roster in the background: the LMS lists both learners until then.
  lms.members.set('lms-cs101', [
    { user_id: 'lms-student-7', roles: [ROLE.learner], email: 'noor.rahman@lms.example' },
    { user_id: 'lms-student-8', roles: [ROLE.learner], email: 'kofi@lms.example' },
  ]);
  const syncedAt = async () => (await course()).lastSync?.at;
  const before = await syncedAt();
  const { page, tool } = await openInLms(
    lms.prepare({
      sub: 'lms-maria',
      roles: [ROLE.instructor],
      email: 'maria.okafor@example.edu',
      contextId: 'lms-cs101',
    }),
  );
  await tool.getByRole('heading', { name: 'Activities' }).waitFor({ timeout: 20_000 });
  await expect.poll(syncedAt, { timeout: 10_000 }).not.toBe(before);
  // Since then, Kofi left the LMS course and Ada joined it.
  lms.members.set('lms-cs101', [
    { user_id: 'lms-student-7', roles: [ROLE.learner], email: 'noor.rahman@lms.example' },
    {
      user_id: 'lms-student-9',
      roles: [ROLE.learner],
      email: 'ada@lms.example',
      given_name: 'Ada',
      family_name: 'Mensah',
    },
  ]);
  await tool.getByRole('link', { name: 'Courses' }).click();
  await tool.getByRole('button', { name: /^Open Introduction to/ }).click();
  const roster = tool.getByRole('region', { name: 'LMS roster' });
  const sync = roster.getByRole('button', { name: 'Sync roster from the LMS' });

  lms.failRoster = 1;
  await sync.click();
  await roster
    .getByRole('alert')
    .getByText('The LMS refused the roster (503).')
    .waitFor({ timeout: 15_000 });

  await sync.click();
  const outcome = roster.getByRole('status');
  await outcome.getByText('Roster Synced').waitFor({ timeout: 15_000 });
  expect(await outcome.textContent()).toContain(
    '2 learners in the LMS, 1 student was added, 1 enrollment made, 1 student dropped and unenrolled (work kept), 1 unchanged, 0 learners skipped.',
  );
  expect(await roster.getByRole('alert').count()).toBe(0);
  const em = app.db.orm.em.fork() as EntityManager;
  // Kofi's enrollment went; his account (and any work) stays.
  expect(await em.count(Enrollment, { student: { email: 'kofi@lms.example' } })).toBe(0);
  expect(await em.count(User, { email: 'kofi@lms.example' })).toBe(1);
  await page.context().close();
});

it('is not framed by a site that is not a registered LMS', async () => {
  const page = await (await browser.newContext()).newPage();
  const res = await page.request.get(`${app.url}/student_dashboard`, {
    headers: { accept: 'text/html' },
  });
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
  await page.context().close();
});

it("lets an admin copy the tool's URLs, register an LMS by hand and turn it off", async () => {
  const page = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signInThroughUi(page, app.url, 'dana.whitfield@example.edu');
  await page.waitForURL('**/admin_page');
  await page.goto('/settings?tab=lms');
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Public keyset URL (JWKS)' }).inputValue())
    .toBe(`${app.url}/lti/jwks`);
  expect(await page.getByRole('textbox', { name: 'Login initiation URL' }).inputValue()).toBe(
    `${app.url}/lti/login`,
  );
  expect(await page.getByRole('textbox', { name: 'Launch URL' }).inputValue()).toBe(
    `${app.url}/lti/launch`,
  );
  // The LMS double registered in beforeAll is listed with its deployment.
  const double = page.getByRole('region', { name: 'LMS double' });
  await double.getByRole('cell', { name: lms.deploymentId, exact: true }).waitFor();
  // Grade passback, activity by activity: the column the tool made and the score sent.
  await double
    .getByRole('list', { name: 'Grades sent to the LMS' })
    .getByText(/column ready; 1 score sent/)
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Register an LMS by hand' });
  await form.getByRole('textbox', { name: 'Name' }).fill('School Moodle');
  await form
    .getByRole('textbox', { name: 'Issuer (Platform ID)' })
    .fill('https://moodle.school.example');
  await form.getByRole('textbox', { name: 'Client ID' }).fill('abc123');
  await form
    .getByRole('textbox', { name: 'Authentication request URL' })
    .fill('https://moodle.school.example/mod/lti/auth.php');
  await form
    .getByRole('textbox', { name: 'Access token URL' })
    .fill('https://moodle.school.example/mod/lti/token.php');
  await form
    .getByRole('textbox', { name: 'Public keyset URL' })
    .fill('https://moodle.school.example/mod/lti/certs.php');
  await form.getByRole('textbox', { name: 'Deployment IDs' }).fill('7');
  await form.getByRole('button', { name: 'Register LMS' }).click();

  const moodle = page.getByRole('region', { name: 'School Moodle' });
  await moodle.getByRole('cell', { name: '7', exact: true }).waitFor({ timeout: 15_000 });
  await moodle.getByRole('textbox', { name: 'LMS course ID' }).fill('moodle-42');
  await moodle.getByRole('combobox', { name: 'TeachChat course' }).click();
  await page.getByRole('option', { name: /^MATH201/ }).click();
  await moodle.getByRole('button', { name: 'Link course' }).click();
  await moodle.getByText(/MATH201 · .* \(LMS course moodle-42\)/).waitFor({ timeout: 15_000 });
  // Controlled by the server's answer: it turns once the change is saved.
  await moodle
    .getByRole('switch', { name: 'Enabled: its launches sign people in' })
    .dispatchEvent('click');
  await moodle.getByText('Disabled', { exact: true }).waitFor();
  await page.context().close();
});
