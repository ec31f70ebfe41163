import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import enApp from '../../../web/src/locales/en/app.json' with { type: 'json' };
import enStudent from '../../../web/src/locales/en/student.json' with { type: 'json' };
import esApp from '../../../web/src/locales/es/app.json' with { type: 'json' };
import esStudent from '../../../web/src/locales/es/student.json' with { type: 'json' };
import { User } from '../../src/db/entities/user.ts';
import { enrollmentNotice } from '../../src/services/admin/enrollment-notice.ts';
import { createNotifications } from '../../src/services/notifications.ts';
import { es } from '../../src/texts/es.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { launchChromium, screenshot, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { englishOnly, pageTexts } from '../support/untranslated.ts';

/**
 * A student whose profile language is Spanish, on a browser that asks for English: once
 * signed in, every screen of her journey is Spanish (dashboard, the activity, the chat), and
 * a Spanish question to a Spanish activity is answered with the Spanish lead-in, quoting the
 * Spanish material with its source. Set E2E_SCREENSHOTS to a folder to keep what she saw.
 */

const STUDENT = 'sofia.ramirez@example.edu';
const TITLE = 'Bases de datos relacionales';
const FILE = 'bases-de-datos.md';
const DEFINITION =
  'Una clave primaria es una columna, o un conjunto de columnas, que identifica de forma única cada fila de una tabla.';
const MATERIAL = `# Bases de datos relacionales

## Tablas

Una base de datos relacional guarda los datos en tablas. Cada tabla tiene columnas con un
nombre y un tipo, y cada fila es un registro. Las consultas se escriben en SQL.

## Claves

${DEFINITION} Dos filas nunca pueden tener la misma clave primaria, y la clave primaria no
puede quedar vacía.

Una clave foránea es una columna que hace referencia a la clave primaria de otra tabla. Así
se relacionan las tablas entre sí.

## Índices

Un índice acelera las búsquedas en una columna, pero hace algo más lentas las escrituras.
`;

let app: TestApp;
let browser: Browser;
let page: Page;
let activityId: string;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true', PAGE_RENDER_MS: '10000' });
  const em = app.db.orm.em.fork();
  const sofia = await em.findOneOrFail(User, { email: STUDENT });
  sofia.locale = 'es';
  // What she is told when enrolled, kept in English and written in her language when read.
  createNotifications(
    em,
    [sofia.id],
    enrollmentNotice({ title: 'Introduction to Programming', courseCode: 'CS101' }),
  );
  await em.flush();
  const activity = await createActivity(app, {
    courseCode: 'CS101',
    title: TITLE,
    files: [{ name: FILE, bytes: text(MATERIAL) }],
    studentInstructions: 'Pregunta al asistente por las claves de una tabla.',
  });
  activityId = activity.id;
  expect((await materialSettled(app, activityId)).materialStatus).toBe('ready');
  browser = await launchChromium();
  // Her browser asks for English: her profile's language is the one she reads.
  const context = await browser.newContext({ baseURL: app.url, locale: 'en-US' });
  page = await context.newPage();
  await signInThroughUi(page, app.url, STUDENT);
  await page.waitForURL('**/student_dashboard');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const visible = (locator: ReturnType<Page['getByText']>) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 15_000 }).toBe(true);

// The English of this journey's screens that Spanish says otherwise.
const ENGLISH = englishOnly([
  [enStudent, esStudent],
  [enApp, esApp],
]);

async function expectNoEnglish() {
  const english = (await pageTexts(page)).filter((t) => ENGLISH.has(t));
  expect(english).toEqual([]);
  // And a few labels by name, wherever they would be.
  for (const label of ['Dashboard', 'My Courses', 'Log out', 'Instructions', 'Submit Activity']) {
    expect(await page.getByRole('link', { name: label, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(0);
  }
}

it('greets her on a Spanish dashboard', async () => {
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
  await visible(page.getByText('Hola, Sofia'));
  await visible(page.getByText(esStudent['student.dashboard.enrolledCourses']));
  await visible(page.getByText(esStudent['student.dashboard.recentActivities']));
  await visible(page.getByRole('link', { name: esApp['app.nav.myCourses'] }));
  await page.waitForLoadState('networkidle');
  await screenshot(page, '1-dashboard');
  await expectNoEnglish();
});

it('opens the Spanish activity, reads its instructions, and asks in Spanish', async () => {
  await page
    .getByRole('link', { name: `Empezar ${TITLE}` })
    .first()
    .click();
  await page.waitForURL(`**/student_activity/${activityId}`);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
  await visible(page.getByText(esStudent['student.chat.greeting']));
  await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
  await page.waitForLoadState('networkidle');
  await screenshot(page, '2-activity');
  await expectNoEnglish();

  await page.getByRole('button', { name: esStudent['student.chat.instructions'] }).click();
  const instructions = page.getByRole('dialog', { name: esStudent['student.chat.instructions'] });
  await visible(instructions.getByText('Pregunta al asistente por las claves de una tabla.'));
  await screenshot(page, '3-instructions');
  await expectNoEnglish();
  await page.keyboard.press('Escape');

  const box = page.getByRole('textbox', { name: esApp['app.chat.message'] });
  expect(await box.getAttribute('placeholder')).toBe(esApp['app.chat.typePlaceholder']);
  await box.fill('¿Qué es una clave primaria?');
  await box.press('Enter');
  const like = page.getByRole('button', { name: esApp['app.chat.like'], exact: true });
  await expect.poll(() => like.count(), { timeout: 30_000 }).toBe(1);

  const bubble = page
    .getByRole('log', { name: esApp['app.chat.conversation'] })
    .locator(':scope > div')
    .filter({ has: like })
    .last()
    .locator('.mantine-Paper-root')
    .first();
  // Read once it shows as Markdown: until its renderer has loaded a reply is plain text.
  await expect.poll(() => bubble.getByText(/^> /).count()).toBe(0);
  const reply = await bubble.innerText();
  expect(reply.startsWith(es['assistant.offline.intro'])).toBe(true);
  expect(reply).toContain(DEFINITION);
  expect(reply).not.toContain('From the course material');
  expect(reply).not.toContain('índice');
  const sources = page.getByRole('group', { name: esApp['app.chat.sources'] }).last();
  await visible(sources.getByText(FILE));
  await page.waitForLoadState('networkidle');
  await screenshot(page, '4-reply');
  await expectNoEnglish();

  // The passage it quotes, from its source.
  await sources.getByText(FILE).first().click();
  const passage = page.getByRole('dialog');
  await visible(passage.getByText(/Fragmento citado de/));
  await visible(passage.getByText(/identifica de forma única cada fila/));
  await screenshot(page, '5-source');
  await expectNoEnglish();
  await page.keyboard.press('Escape');

  // Asking her teacher about the reply, in Spanish.
  await page.getByRole('button', { name: esApp['app.chat.askMyTeacher'] }).last().click();
  const ask = page.getByRole('dialog', { name: esStudent['student.ask.title'] });
  await visible(ask.getByText(esStudent['student.ask.explain']));
  await visible(ask.getByRole('button', { name: esStudent['student.ask.send'] }));
  await screenshot(page, '5b-ask-teacher');
  await expectNoEnglish();
  await ask.getByRole('button', { name: esStudent['student.ask.cancel'] }).click();
  await expect.poll(() => ask.count()).toBe(0);

  // What the material does not cover, she is told so in Spanish.
  await box.fill('¿Quién ganó el mundial de fútbol?');
  await expect
    .poll(() => page.getByRole('button', { name: esApp['app.chat.send'] }).isEnabled())
    .toBe(true);
  await box.press('Enter');
  await expect.poll(() => like.count(), { timeout: 30_000 }).toBe(2);
  await visible(page.getByText(es['assistant.notCovered']));
});

it('reads her notifications in Spanish', async () => {
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await visible(page.getByText('Te inscribieron en Introduction to Programming'));
  await visible(page.getByText('CS101: sus actividades ya están en Mis cursos.'));
  await screenshot(page, '5c-notifications');
  await expectNoEnglish();
  await page.keyboard.press('Escape');
});

it('draws the chat in Spanish on the server too, before any script', async () => {
  const noScript = await browser.newContext({
    baseURL: app.url,
    javaScriptEnabled: false,
    locale: 'en-US',
  });
  await noScript.addCookies(await page.context().cookies());
  const drawn = await noScript.newPage();
  await drawn.goto(`/student_activity/${activityId}`);
  expect(await drawn.locator('html').getAttribute('lang')).toBe('es');
  await visible(drawn.getByText('¿Qué es una clave primaria?'));
  await visible(drawn.getByText(es['assistant.offline.intro']));
  await visible(drawn.getByRole('button', { name: esStudent['student.chat.submitActivity'] }));
  await screenshot(drawn, '6-server-drawn');
  await noScript.close();
});

it('submits in Spanish and finds the activity completed', async () => {
  await page.getByRole('button', { name: esStudent['student.chat.submitActivity'] }).click();
  const dialog = page.getByRole('dialog', { name: esStudent['student.submit.title'] });
  await visible(dialog.getByText(esStudent['student.submit.text']));
  await screenshot(page, '7-submit');
  await expectNoEnglish();
  await dialog
    .getByRole('button', { name: esStudent['student.submit.confirm'], exact: true })
    .click();
  await visible(page.getByText(esStudent['student.submit.done']));
  await page.waitForURL('**/student_activities');
  await visible(page.getByRole('heading', { name: esStudent['student.activities.title'] }));
  await visible(page.getByRole('link', { name: `Revisar ${TITLE}` }));
  await page.waitForLoadState('networkidle');
  await screenshot(page, '8-activities');
  await expectNoEnglish();
});

it('lists her courses, opens one, and shows her profile with Spanish as her language', async () => {
  await page.getByRole('link', { name: esApp['app.nav.myCourses'] }).click();
  await page.waitForURL('**/student_courses');
  // Her courses, each with its Spanish link (the page header says "Mis cursos" already).
  const cs101 = page.getByRole('link', { name: 'Ver curso Introduction to Programming' });
  await visible(cs101);
  await visible(page.getByPlaceholder(esStudent['student.courses.searchPlaceholder']));
  await page.waitForLoadState('networkidle');
  await screenshot(page, '9-courses');
  await expectNoEnglish();

  await cs101.click();
  await page.waitForURL('**/student_course/CS101');
  await visible(page.getByText(esStudent['student.course.information']));
  await visible(page.getByText(esStudent['student.course.yourProgress']));
  await page.waitForLoadState('networkidle');
  await screenshot(page, '10-course');
  await expectNoEnglish();

  await page.getByRole('link', { name: esApp['app.nav.profile'] }).click();
  await page.waitForURL('**/student_profile');
  await visible(page.getByRole('heading', { name: esStudent['student.profile.title'] }));
  await visible(page.getByText(esApp['app.language.title']));
  await expect
    .poll(() => page.getByRole('combobox', { name: esApp['app.language.label'] }).inputValue())
    .toBe('Español');
  await page.waitForLoadState('networkidle');
  await screenshot(page, '11-profile');
  await expectNoEnglish();
});
