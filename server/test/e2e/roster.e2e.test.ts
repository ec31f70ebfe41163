import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { downloadText, launchChromium, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  browser = await launchChromium();
  page = await (await browser.newContext({ baseURL: app.url, acceptDownloads: true })).newPage();
  await signInThroughUi(page, app.url, 'dana.whitfield@example.edu');
  await page.waitForURL('**/admin_page');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const seen = (text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const rowWith = (text: string) => page.getByRole('row').filter({ hasText: text });

const ROSTER = [
  'First Name,Last Name,Email,Department,Phone,Course Code',
  'Ada,Lovelace,ada.lovelace@example.edu,Computer Science,+1 555 0101,CS101',
  'Alan,Turing,alan.turing@,cs,,CS101',
  'Aisha,Patel,aisha.patel@example.edu,cs,,CS101',
  'Ada,Lovelace,ada.lovelace@example.edu,Computer Science,+1 555 0101,CS101',
].join('\n');

it('previews a roster file row by row, downloads the error report, and imports the valid rows', async () => {
  await page.goto('/admin/students');
  await page.getByRole('link', { name: 'Import Roster' }).click();
  await page.getByRole('heading', { name: 'Import Students' }).waitFor();
  await page.locator('input[type=file]').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(ROSTER),
  });
  await expect.poll(() => page.getByRole('textbox', { name: 'Roster' }).inputValue()).toBe(ROSTER);
  await page.getByRole('button', { name: 'Preview' }).click();

  await seen(
    '1 student will be added, 1 enrollment to make, 2 rows with nothing to do, 1 row with errors.',
  );
  // Rows with problems come first, each with what is wrong.
  await rowWith('Enter a valid email address').getByText('Error').waitFor();
  await rowWith('Already enrolled in CS101.').getByText('Skipped').waitFor();
  // A row repeated in the file says so: nobody was enrolled before this import.
  const repeat = rowWith('Repeats row 2.').getByText('Skipped');
  await repeat.waitFor();
  // The status reads whole, not cut to "SKIP…".
  expect(await repeat.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  // Of Ada's two rows, only the repeat has a problem.
  expect(await rowWith('ada.lovelace@example.edu').count()).toBe(1);
  await page.getByText('All rows (4)').click();
  await rowWith('ada.lovelace@example.edu').getByText('New').waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Error Report' }).click(),
  ]);
  const report = await downloadText(download);
  expect(report).toContain(
    '3,Alan,Turing,alan.turing@,cs,,CS101,Error,Enter a valid email address',
  );
  expect(report).toContain('Skipped,Already enrolled in CS101.');
  expect(report).toContain('Skipped,Repeats row 2.');

  await page.getByRole('button', { name: 'Import 1 Row' }).click();
  await seen('Roster Imported');
  await seen(
    '1 student was added, 1 enrollment made, 2 rows with nothing to do, 1 row with errors.',
  );

  await page.goto('/admin/students?q=lovelace');
  await page.getByRole('cell', { name: 'Ada Lovelace', exact: true }).waitFor();
});

it('enrolls several ticked students in a course at once', async () => {
  await page.goto('/admin/enrollments');
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: /MATH201/ }).click();
  const bulk = page.getByRole('region', { name: 'Enroll Several Students' });
  await bulk.getByRole('checkbox', { name: 'Select Lucas Moreau' }).check();
  await bulk.getByRole('searchbox', { name: 'Find students' }).fill('lovelace');
  await bulk.getByRole('checkbox', { name: 'Select Ada Lovelace' }).check();
  await bulk.getByRole('button', { name: 'Enroll Selected (2)' }).click();
  await seen('2 students have been enrolled in Linear Algebra.');
  const enrolled = page.getByRole('table', { name: 'Enrolled students' });
  await enrolled.getByRole('cell', { name: 'Lucas Moreau', exact: true }).waitFor();
  await enrolled.getByRole('cell', { name: 'Ada Lovelace', exact: true }).waitFor();
});
