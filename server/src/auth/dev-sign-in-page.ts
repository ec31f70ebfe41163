export interface DemoAccount {
  email: string;
  name: string;
  role: string;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// The app's icon (web/public/favicon.svg), inline: this page is served from the provider's
// own port, where a browser's request for /favicon.ico found nothing.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4c6ef5"/><path d="M16 20a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H30l-9 8v-8h0a6 6 0 0 1-5-6z" fill="#fff"/><circle cx="25" cy="27" r="2.5" fill="#4c6ef5"/><circle cx="32" cy="27" r="2.5" fill="#4c6ef5"/><circle cx="39" cy="27" r="2.5" fill="#4c6ef5"/></svg>',
)}`;

/** The local provider's sign-in page: demo accounts as buttons, and any email by hand. */
export function renderSignInPage(uid: string, accounts: DemoAccount[], error?: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}/login`;
  const buttons = accounts
    .map(
      (a) => `<form method="post" action="${action}">
  <input type="hidden" name="email" value="${escape(a.email)}">
  <button type="submit" class="account"><strong>${escape(a.name)}</strong>
  <span>${escape(a.role)} · ${escape(a.email)}</span></button></form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in · TeachChat local provider</title>
<link rel="icon" type="image/svg+xml" href="${ICON}">
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1a1b1e;display:flex;justify-content:center;padding:40px 16px;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001;padding:28px;max-width:440px;width:100%}
h1{font-size:1.3rem;margin:0 0 4px}p{color:#555;margin:0 0 20px;font-size:.9rem}
.account{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:10px 12px;margin:0 0 8px;border:1px solid #dde1ea;border-radius:8px;background:#fff;cursor:pointer;font:inherit;text-align:left}
.account:hover,.account:focus{border-color:#4263eb;outline:none}.account span{color:#666;font-size:.85rem}
label{display:block;font-weight:600;margin:20px 0 6px}input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:8px;font:inherit}
.submit{margin-top:12px;width:100%;padding:10px;border:0;border-radius:8px;background:#4263eb;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{color:#c92a2a;margin-top:8px}
@media (prefers-color-scheme:dark){body{background:#141517;color:#e9ecef}main{background:#1f2023}.account{background:#25262b;border-color:#373a40;color:#e9ecef}.account span,p{color:#aaa}input[type=email]{background:#25262b;color:#e9ecef;border-color:#373a40}}
</style></head><body><main>
<h1>Local sign-in</h1>
<p>This development provider stands in for Google. Choose a demo account or type any email.</p>
${buttons}
<form method="post" action="${action}">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email">
${error ? `<div class="error" role="alert">${escape(error)}</div>` : ''}
<button type="submit" class="submit">Sign in</button>
</form>
</main></body></html>`;
}
