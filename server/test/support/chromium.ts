import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { WEB_DIST } from '../../src/http/web.ts';

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless; never a downloaded browser. */
/** The phone the walks check layouts on (a common 6.1-inch phone, in CSS pixels). */
export const PHONE = { width: 390, height: 844 };

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) {
    throw new Error(`Chromium not found at ${EXECUTABLE}: apt-get install -y chromium`);
  }
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error('The web app is not built: run npm run build first.');
  }
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Signs in through the app's /auth page and the local provider's "Email" form. */
export async function signInThroughUi(page: Page, appUrl: string, email: string): Promise<void> {
  await page.goto(`${appUrl}/auth`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
