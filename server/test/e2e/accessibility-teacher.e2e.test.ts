import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWalk, SCREENS } from '../support/accessibility-walk.ts';

let stage: Awaited<ReturnType<typeof openWalk>>;

beforeAll(async () => {
  stage = await openWalk(['teacher']);
});
afterAll(async () => {
  await stage?.close();
});

describe.each(['desktop', 'phone'] as const)(
  'on a %s, in light and dark mode, axe finds no serious violation',
  (screen) => {
    it('on every teacher route', async () => {
      expect(await stage.walkAs('teacher', SCREENS[screen])).toEqual([]);
    }, 180_000);
  },
);

describe('toasts and screen readers', () => {
  it('shows a toast where it covers neither the account menu nor the dialog’s close button', async () => {
    const page = await stage.signedIn('teacher');
    const account = page.getByRole('button', { name: /^Account menu for Maria Okafor/ });
    await account.click();
    await page.getByRole('menuitem', { name: 'API tokens' }).click();
    const dialog = page.getByRole('dialog', { name: 'API tokens' });
    await dialog.getByLabel('New token name').fill('Toast check');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByRole('button', { name: 'Revoke' }).first().click();
    await page.locator('.mantine-Popover-dropdown').getByRole('button', { name: 'Revoke' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Token revoked' });
    await toast.waitFor();
    const closeButton = dialog.locator('.mantine-Modal-close');
    const [toastBox, closeBox, accountBox] = await Promise.all(
      [toast, closeButton, account].map((l) => l.boundingBox()),
    );
    expect(overlaps(toastBox, closeBox)).toBe(false);
    expect(overlaps(toastBox, accountBox)).toBe(false);
    await page.context().close();
  });

  it('names the student, not "You", on each of their messages in the teacher’s transcript', async () => {
    const page = await stage.signedIn('teacher');
    await page.goto(stage.concrete('/chat-details/$activityId/$studentEmail'));
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('How many comparisons does binary search need?').waitFor();
    const text = (await log.textContent()) ?? '';
    expect(text).toContain('Omar Haddad, ');
    expect(text).not.toContain('You, ');
    await page.context().close();
  });
});

type Box = { x: number; y: number; width: number; height: number } | null | undefined;

function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('an element is not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
