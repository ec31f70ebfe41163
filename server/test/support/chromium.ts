import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  chromium,
  type Cookie,
  type Download,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { WEB_DIST } from '../../src/http/web.ts';

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The phone the walks check layouts on (a common 6.1-inch phone, in CSS pixels). */
export const PHONE = { width: 390, height: 844 };

/** Debian's Chromium, headless; never a downloaded browser. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) {
    throw new Error(`Chromium not found at ${EXECUTABLE}: apt-get install -y chromium`);
  }
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error('The web app is not built: run npm run build first.');
  }
  // The run's one Chromium (global-setup.ts); each file works in contexts of its own, and
  // close() only disconnects.
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(LAUNCH);
}

const LAUNCH = {
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
};

/** A Chromium for the whole run, when there is one to start; files connect to it. */
export async function startSharedChromium(): Promise<BrowserServer | undefined> {
  if (!existsSync(EXECUTABLE)) return undefined;
  return chromium.launchServer(LAUNCH);
}

/** Signs in through the app's /auth page and the local provider's "Email" form. */
export async function signInThroughUi(page: Page, appUrl: string, email: string): Promise<void> {
  await page.goto(`${appUrl}/auth`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens pages signed in as someone, each in a context of its own and on their `home` page.
 * The first page for an email signs in through the UI (signInThroughUi: the app, the local
 * provider's form, the callback); later ones start with that session's cookies and open
 * `home` directly, so a file walks the provider once per person, not once per page.
 */
export function signedInPages(browser: Browser, appUrl: string) {
  const sessions = new Map<string, Cookie[]>();
  return async (
    email: string,
    home: string,
    options: BrowserContextOptions = {},
  ): Promise<Page> => {
    const session = sessions.get(email);
    const context = await browser.newContext({
      baseURL: appUrl,
      ...options,
      storageState: session && { cookies: session, origins: [] },
    });
    const page = await context.newPage();
    const route = home.startsWith('/') ? home : `/${home}`;
    if (session) await page.goto(route);
    else await signInThroughUi(page, appUrl, email);
    await page.waitForURL(`**${route}`);
    // Cookies only: what the app keeps in localStorage starts afresh in each context.
    if (!session) sessions.set(email, await context.cookies());
    return page;
  };
}

/**
 * A download's text. Read as a stream: the run's shared Chromium is connected to, not
 * launched, and a remote browser's download has no local path.
 */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Keeps what a journey's page shows as `<name>.png` in the folder E2E_SCREENSHOTS names, so a
 * person can look over a language's screens; does nothing when it is unset.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({
    path: path.join(folder, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
