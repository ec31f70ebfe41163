import type { ActivityCreateInput } from '@teachchat/shared';
import type { TestApp } from './test-app.ts';

/** The browser's create-activity upload: multipart with the form as JSON and the files. */
export async function uploadActivity(
  app: TestApp,
  opts: {
    cookie?: string;
    origin?: string | null;
    activity: Partial<ActivityCreateInput>;
    files: { name: string; bytes: Uint8Array }[];
  },
) {
  const form = new FormData();
  form.append('activity', JSON.stringify(opts.activity));
  for (const f of opts.files) form.append('files', new Blob([f.bytes]), f.name);
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  const origin = opts.origin === undefined ? app.url : opts.origin;
  if (origin) headers.origin = origin;
  const res = await fetch(`${app.url}/api/teacher/activities`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { id?: string; detail?: string } };
}
