import { afterAll, beforeAll, expect, it } from 'vitest';
import { httpClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = (await signIn(app, 'james.chen@example.edu')).cookie;
});
afterAll(() => app.close());

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function uploadAvatar(bytes: Uint8Array, name: string, origin = app.url) {
  const form = new FormData();
  form.append('avatar', new Blob([bytes]), name);
  const res = await fetch(`${app.url}/api/me/avatar`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { avatarUrl?: string; detail?: string },
  };
}

it('saves the profile, keeping the email, and refuses blank names', async () => {
  const client = httpClient(app, { cookie });
  const saved = await client.me.updateProfile.mutate({
    firstName: 'Jim',
    lastName: 'Chen',
    phone: '+1 555 0199',
    bio: 'Numerical methods.',
  });
  expect(saved.user).toMatchObject({
    firstName: 'Jim',
    email: 'james.chen@example.edu',
    phone: '+1 555 0199',
    bio: 'Numerical methods.',
  });
  const blank = await client.me.updateProfile
    .mutate({ firstName: ' ', lastName: 'Chen' })
    .catch((e: unknown) => e as Error);
  expect((blank as Error).message).toContain('Please fill in all required fields.');
  expect((await client.me.get.query()).user.firstName).toBe('Jim');
});

it('uploads a picture checked by its content and serves it', async () => {
  const ok = await uploadAvatar(PNG, 'me.png');
  expect(ok.status).toBe(200);
  const picture = await fetch(`${app.url}${ok.body.avatarUrl}`, { headers: { cookie } });
  expect(picture.headers.get('content-type')).toBe('image/png');
  expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
  expect((await httpClient(app, { cookie }).me.get.query()).user.avatarUrl).toBe(ok.body.avatarUrl);

  expect(await uploadAvatar(new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png')).toEqual({
    status: 400,
    body: { detail: 'x.png: upload a PNG, JPEG or WebP image.' },
  });
  expect((await uploadAvatar(PNG, 'me.png', 'https://evil.example')).status).toBe(403);
});

it('shows pictures to signed-in people only; to anyone else a picture is not there', async () => {
  const { avatarUrl } = (await uploadAvatar(PNG, 'me.png')).body;
  const url = `${app.url}${avatarUrl}`;
  const student = (await signIn(app, 'aisha.patel@example.edu')).cookie;
  for (const headers of [{ cookie }, { cookie: student }]) {
    const picture = await fetch(url, { headers });
    expect(picture.status).toBe(200);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
  }
  for (const headers of [{}, { cookie: 'tc_session=forged' }, { authorization: 'Bearer x' }]) {
    const picture = await fetch(url, { headers });
    expect({ status: picture.status, body: await picture.json() }).toEqual({
      status: 404,
      body: { detail: 'Not found' },
    });
  }
});
