import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWalk, SCREENS } from '../support/accessibility-walk.ts';

let stage: Awaited<ReturnType<typeof openWalk>>;

beforeAll(async () => {
  stage = await openWalk(['student']);
});
afterAll(async () => {
  await stage?.close();
});

describe.each(['desktop', 'phone'] as const)(
  'on a %s, in light and dark mode, axe finds no serious violation',
  (screen) => {
    it('on every student route', async () => {
      expect(await stage.walkAs('student', SCREENS[screen])).toEqual([]);
    }, 180_000);
  },
);
