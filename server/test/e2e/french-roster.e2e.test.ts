import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import enAdmin from '../../../web/src/locales/en/admin.json' with { type: 'json' };
import enApp from '../../../web/src/locales/en/app.json' with { type: 'json' };
import frAdmin from '../../../web/src/locales/fr/admin.json' with { type: 'json' };
import frApp from '../../../web/src/locales/fr/app.json' with { type: 'json' };
import { User } from '../../src/db/entities/user.ts';
import { fr } from '../../src/texts/fr.ts';
import { downloadText, launchChromium, screenshot, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { englishOnly, pageTexts } from '../support/untranslated.ts';

/**
 * An admin whose profile language is French, on a browser asking for English, imports a
 * roster through the import screen and reads all of it in French: the screen, the preview's
 * counts, each row's status and problem (the server's texts), the error report's headers and
 * rows, and what the import did. Set E2E_SCREENSHOTS to a folder to keep what she saw.
 */

const ADMIN = 'dana.whitfield@example.edu';
const ROSTER = [
  'First Name,Last Name,Email,Department,Phone,Course Code',
  'Ada,Lovelace,ada.lovelace@example.edu,Computer Science,+1 555 0101,CS101',
  'Alan,Turing,alan.turing@,cs,,CS101',
  'Aisha,Patel,aisha.patel@example.edu,cs,,CS101',
  'Ada,Lovelace,ada.lovelace@example.edu,Computer Science,+1 555 0101,CS101',
  'Grace,Hopper,grace.hopper@example.edu,cs,,ZZ999',
].join('\n');

let app: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  const em = app.db.orm.em.fork();
  const dana = await em.findOneOrFail(User, { email: ADMIN });
  dana.locale = 'fr';
  await em.flush();
  browser = await launchChromium();
  const context = await browser.newContext({
    baseURL: app.url,
    acceptDownloads: true,
    locale: 'en-US',
    // Tall enough for the preview's table to be seen whole.
    viewport: { width: 1280, height: 1400 },
  });
  page = await context.newPage();
  await signInThroughUi(page, app.url, ADMIN);
  await page.waitForURL('**/admin_page');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const seen = (text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const rowWith = (text: string) => page.getByRole('row').filter({ hasText: text });

// The English of this journey's screens that French says otherwise.
const ENGLISH = englishOnly([
  [enAdmin, frAdmin],
  [enApp, frApp],
]);
// What the file says is hers, as she wrote it ("Computer Science"): shown back as it is.
const WRITTEN = new Set(ROSTER.split(/[\n,]/));

async function expectNoEnglish() {
  expect((await pageTexts(page)).filter((t) => ENGLISH.has(t) && !WRITTEN.has(t))).toEqual([]);
}

it('finds the roster import in French', async () => {
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
  await page.getByRole('heading', { name: frAdmin['admin.dashboard.title'] }).waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, '0-dashboard');
  await expectNoEnglish();
  await page.goto('/admin/students');
  await page.getByRole('link', { name: frAdmin['admin.people.importRoster'] }).click();
  await page.getByRole('heading', { name: frAdmin['admin.roster.importStudents'] }).waitFor();
  await seen(frAdmin['admin.roster.chooseFile']);
  await seen(frAdmin['admin.roster.orPaste']);
  await page.waitForLoadState('networkidle');
  await screenshot(page, '1-roster-import');
  await expectNoEnglish();
});

it('refuses a roster without its required columns, in French', async () => {
  const roster = page.getByRole('textbox', { name: frAdmin['admin.roster.roster'] });
  await roster.fill('First Name,Email\nAda,ada.lovelace@example.edu');
  await page.getByRole('button', { name: frAdmin['admin.roster.previewButton'] }).click();
  await seen(
    'La première ligne doit nommer les colonnes. Manquantes : Nom. Attendues : Prénom, Nom, E-mail, Département, Téléphone, Code du cours.',
  );
  await screenshot(page, '1b-roster-refused');
  await expectNoEnglish();
});

it('previews the roster with French counts, statuses and problems, and a French report', async () => {
  await page.locator('input[type=file]').setInputFiles({
    name: 'liste.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(ROSTER),
  });
  const roster = page.getByRole('textbox', { name: frAdmin['admin.roster.roster'] });
  await expect.poll(() => roster.inputValue()).toBe(ROSTER);
  await page.getByRole('button', { name: frAdmin['admin.roster.previewButton'] }).click();

  const preview = page.getByRole('region', { name: frAdmin['admin.roster.preview'] });
  await preview.getByRole('status').waitFor();
  await seen(
    '1 élève sera ajouté, 1 inscription à effectuer, 2 lignes sans rien à faire, 2 lignes avec des erreurs.',
  );
  await seen(frAdmin['admin.roster.problemRows'].replace('{count}', '4'));
  // Each row with what is wrong, in the server's French.
  await rowWith('alan.turing@').getByText(fr['roster.status.error']).waitFor();
  await rowWith(fr['validation.email']).waitFor();
  await rowWith('Déjà inscrit à CS101.').getByText(fr['roster.status.skip']).waitFor();
  await rowWith('Répète la ligne 2.').getByText(fr['roster.status.skip']).waitFor();
  await rowWith('Aucun cours n’a le code ZZ999.').getByText(fr['roster.status.error']).waitFor();
  // The table's column headings.
  for (const key of ['colRow', 'colName', 'colEmail', 'colCourseCode', 'colStatus'] as const) {
    await page
      .getByRole('columnheader', { name: frAdmin[`admin.roster.${key}`], exact: true })
      .first()
      .waitFor();
  }
  await page.getByText(frAdmin['admin.roster.allRows'].replace('{count}', '5')).click();
  await rowWith('ada.lovelace@example.edu').getByText(fr['roster.status.add']).waitFor();
  await screenshot(page, '2-roster-preview');
  await expectNoEnglish();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: frAdmin['admin.roster.downloadReport'] }).click(),
  ]);
  const report = (await downloadText(download)).replace(/^\uFEFF/, '');
  const [header, ...rows] = report.trim().split(/\r?\n/);
  expect(header).toBe(
    [
      fr['roster.header.row'],
      fr['csv.firstName'],
      fr['csv.lastName'],
      fr['csv.email'],
      fr['csv.department'],
      fr['csv.phone'],
      fr['csv.courseCode'],
      fr['csv.status'],
      fr['roster.header.problem'],
    ].join(','),
  );
  expect(header).toBe(
    'Ligne,Prénom,Nom,E-mail,Département,Téléphone,Code du cours,Statut,Problème',
  );
  expect(rows).toHaveLength(4);
  expect(report).toContain(`3,Alan,Turing,alan.turing@,cs,,CS101,Erreur,${fr['validation.email']}`);
  expect(report).toContain('Ignoré,Déjà inscrit à CS101.');
  expect(report).toContain('Ignoré,Répète la ligne 2.');
  expect(report).toContain('6,Grace,Hopper,grace.hopper@example.edu,cs,,ZZ999,Erreur,Aucun cours');
});

it('imports the valid rows and says what it did in French', async () => {
  await page.getByRole('button', { name: 'Importer 1 ligne' }).click();
  await seen(frAdmin['admin.roster.imported']);
  await seen(
    '1 élève a été ajouté, 1 inscription effectuée, 2 lignes sans rien à faire, 2 lignes avec des erreurs.',
  );
  await page.getByRole('button', { name: frAdmin['admin.roster.importAnother'] }).waitFor();
  await screenshot(page, '3-roster-imported');
  await expectNoEnglish();

  // She is there.
  await page.goto('/admin/students?q=lovelace');
  await page.getByRole('cell', { name: 'Ada Lovelace', exact: true }).waitFor();
  await screenshot(page, '4-students');
});
