import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StorageLogin } from '../services/lti/login.ts';
import { platformOrigins } from '../services/lti/platforms.ts';

/**
 * LTI platform storage (1EdTech "OIDC Login with LTI Client Side postMessages"): for
 * browsers that drop the tool's cookies in the LMS frame, the login page puts the state
 * and nonce in the platform's storage (lti.put_data), and a launch without the state
 * cookie reads them back (lti.get_data) before it is posted on, from this origin, to
 * STORAGE_LAUNCH_PATH. Messages go only to, and are taken only from, the origin of the
 * platform's authentication URL, so no other page framing the tool can answer them.
 */
export const STORAGE_LAUNCH_PATH = '/lti/launch/storage';
const SCRIPT_PATH = '/lti/platform-storage.js';

// A file, as the pages' policy runs no inline script.
const SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('lti-storage').textContent);
  var target = null;
  try {
    target = data.target === '_parent' ? window.parent : window.parent.frames[data.target];
  } catch (e) {}
  if (target === window) target = null;
  var waiting = {};
  var count = 0;
  window.addEventListener('message', function (event) {
    var m = event.data;
    if (event.origin !== data.origin || !m || typeof m !== 'object') return;
    var done = waiting[m.message_id];
    if (!done || !/lti\\.(put|get)_data\\.response$/.test(String(m.subject))) return;
    delete waiting[m.message_id];
    done(m.error ? null : m);
  });
  function ask(subject, key, value) {
    return new Promise(function (resolve) {
      if (!target) return resolve(null);
      var id = 'tc-' + Date.now() + '-' + count++;
      waiting[id] = resolve;
      var message = { subject: subject, message_id: id, key: key };
      if (value !== undefined) message.value = value;
      target.postMessage(message, data.origin);
      setTimeout(function () {
        if (waiting[id]) { delete waiting[id]; resolve(null); }
      }, 3000);
    });
  }
  var keys = ['state_' + data.state, 'nonce_' + data.nonce];
  if (data.mode === 'put') {
    Promise.all([ask('lti.put_data', keys[0], data.state), ask('lti.put_data', keys[1], data.nonce)])
      .then(function () { window.location.replace(data.next); });
  } else {
    Promise.all([ask('lti.get_data', keys[0]), ask('lti.get_data', keys[1])]).then(function (r) {
      if (r[0] && r[0].value === data.state && r[1] && r[1].value === data.nonce) {
        document.forms[0].submit();
      } else {
        document.getElementById('status').textContent =
          'TeachChat could not check this sign-in in the LMS. Open TeachChat in a new window.';
      }
    });
  }
})();
`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// JSON in a data block: '<' escaped so the text can never close the element.
const dataBlock = (value: unknown) =>
  `<script type="application/json" id="lti-storage">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export function platformStorageRoutes(app: FastifyInstance): void {
  app.get(SCRIPT_PATH, (_req, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));
}

async function sendPage(
  reply: FastifyReply,
  em: EntityManager,
  storage: StorageLogin,
  body: string,
  formAction: string,
) {
  const origins = await platformOrigins(em, storage.platformId);
  reply.raw.removeHeader('x-frame-options');
  return reply
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; base-uri 'none'; form-action ${formAction}; frame-ancestors ${origins.join(' ') || "'none'"}`,
    )
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TeachChat</title></head>` +
        `<body><main><p id="status" role="status">Opening TeachChat…</p>${body}</main>` +
        `<script src="${SCRIPT_PATH}"></script></body></html>`,
    );
}

/** The login's page: puts the state and nonce in the platform's storage, then goes on. */
export function sendStoragePut(
  reply: FastifyReply,
  em: EntityManager,
  storage: StorageLogin,
  authUrl: string,
) {
  const { target, origin, state, nonce } = storage;
  const data = { mode: 'put', target, origin, state, nonce, next: authUrl };
  return sendPage(reply, em, storage, dataBlock(data), "'none'");
}

/**
 * A launch without the state cookie: reads the state and nonce back from the platform's
 * storage and, when they are there, posts the launch on to STORAGE_LAUNCH_PATH.
 */
export function sendStorageCheck(
  reply: FastifyReply,
  em: EntityManager,
  storage: StorageLogin,
  idToken: string,
) {
  const { target, origin, state, nonce } = storage;
  const form =
    `<form method="post" action="${STORAGE_LAUNCH_PATH}">` +
    `<input type="hidden" name="id_token" value="${escapeHtml(idToken)}">` +
    `<input type="hidden" name="state" value="${escapeHtml(state)}"></form>`;
  return sendPage(
    reply,
    em,
    storage,
    dataBlock({ mode: 'get', target, origin, state, nonce }) + form,
    "'self'",
  );
}
