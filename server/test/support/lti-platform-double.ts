import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

/**
 * A test double of an LMS (an LTI 1.3 platform), on its own loopback port: its own RS256
 * keys and JWKS, OIDC login (the authentication request answered with a form that posts
 * the id_token), a course page that frames the tool, dynamic registration, the deep-linking
 * return, and NRPS and AGS endpoints with a client-credentials token endpoint. It records
 * everything the tool sends it.
 */

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const ROLE = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  administrator: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
};

export interface LaunchSpec {
  sub: string;
  roles: string[];
  email?: string;
  givenName?: string;
  familyName?: string;
  contextId?: string;
  contextTitle?: string;
  resourceLinkId?: string;
  custom?: Record<string, string>;
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  deploymentId?: string;
  /** false: the LMS offers no line item service (it makes columns only from deep links). */
  lineItemService?: boolean;
  /** The LMS offers its platform storage (postMessage) in the login: lti_storage_target. */
  platformStorage?: boolean;
}

export interface Member {
  user_id: string;
  roles: string[];
  email?: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  status?: 'Active' | 'Inactive' | 'Deleted';
}

export interface LineItem {
  id: string;
  label: string;
  scoreMaximum: number;
  resourceId?: string;
  tag?: string;
}

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page that posts `fields` to `action` at once, as platforms' launch pages do. */
export function autoPostForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeAttr(k)}" value="${escapeAttr(v)}">`)
    .join('');
  return `<!doctype html><html><body><form method="post" action="${escapeAttr(action)}">${inputs}</form><script>document.forms[0].submit()</script></body></html>`;
}

/**
 * The LMS page's platform storage (LTI client side postMessages): lti.put_data and
 * lti.get_data from framed tools, kept per origin, as a real platform keeps them.
 * window.ltiStorageLog records each message for the test to read.
 */
const PLATFORM_STORAGE = `
  window.ltiStorageLog = [];
  var stored = {};
  window.addEventListener('message', function (event) {
    var m = event.data;
    if (!m || typeof m !== 'object' || !/^lti\\.(put|get)_data$/.test(m.subject)) return;
    window.ltiStorageLog.push({ subject: m.subject, key: m.key, origin: event.origin });
    var mine = stored[event.origin] || (stored[event.origin] = {});
    if (m.subject === 'lti.put_data') mine[m.key] = m.value;
    event.source.postMessage(
      { subject: m.subject + '.response', message_id: m.message_id, key: m.key, value: mine[m.key] },
      event.origin,
    );
  });
`;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class LmsPlatformDouble {
  readonly clientId = 'teachchat-tool';
  readonly deploymentId = 'deployment-1';
  readonly received: Received[] = [];
  /** Members of each context, as NRPS returns them. */
  readonly members = new Map<string, Member[]>();
  /** Deep-linking responses the tool posted back, verified. */
  readonly deepLinks: JWTPayload[] = [];
  /** Scores the tool posted, by line item URL. */
  readonly scores: { lineItem: string; score: Record<string, unknown> }[] = [];
  /** What dynamic registration received. */
  readonly registrations: Record<string, unknown>[] = [];
  /** Set to make the score endpoint fail this many times. */
  failScores = 0;
  /** Set to make the roster (NRPS) endpoint fail this many times. */
  failRoster = 0;
  /** Line items (grade columns) made through AGS, by their URL. */
  readonly lineItems = new Map<string, LineItem>();
  /** Set to make the line item endpoints fail this many times. */
  failLineItems = 0;

  private server!: Server;
  private key!: { privateKey: CryptoKey; publicJwk: JWK };
  private launches = new Map<string, LaunchSpec>();
  private toolJwksUrl = '';
  issuer = '';

  static async start(): Promise<LmsPlatformDouble> {
    const double = new LmsPlatformDouble();
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    double.key = {
      privateKey,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    };
    double.server = createServer((req, res) => {
      double.route(req, res).catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    });
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
    const address = double.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    double.issuer = `http://127.0.0.1:${address.port}`;
    return double;
  }

  /** Signs with a new key from now on, publishing both (as a platform rotating keys). */
  async rotateKey(): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    this.retired.push(this.key.publicJwk);
    const kid = randomUUID();
    this.key = {
      privateKey,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    };
  }

  private retired: JWK[] = [];

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What the tool's admin enters for this platform. */
  registration(toolJwksUrl: string) {
    this.toolJwksUrl = toolJwksUrl;
    return {
      name: 'LMS double',
      issuer: this.issuer,
      clientId: this.clientId,
      authLoginUrl: `${this.issuer}/auth`,
      accessTokenUrl: `${this.issuer}/token`,
      jwksUrl: `${this.issuer}/jwks`,
      deploymentIds: [this.deploymentId],
    };
  }

  /** A launch the LMS will make; the hint goes in login_hint. */
  prepare(spec: LaunchSpec): string {
    const hint = randomUUID();
    this.launches.set(hint, spec);
    return hint;
  }

  /** The LMS's course page, which frames the tool and starts the launch in that frame. */
  coursePageUrl(hint: string): string {
    return `${this.issuer}/course/${hint}`;
  }

  /** The login initiation the LMS sends the tool (as form fields). */
  initiation(hint: string, toolLaunchUrl: string): Record<string, string> {
    const spec = this.launches.get(hint);
    return {
      iss: this.issuer,
      login_hint: hint,
      target_link_uri: toolLaunchUrl,
      lti_message_hint: hint,
      client_id: this.clientId,
      lti_deployment_id: spec?.deploymentId ?? this.deploymentId,
      ...(spec?.platformStorage ? { lti_storage_target: '_parent' } : {}),
    };
  }

  /** The id_token's claims for a prepared launch and the tool's nonce. */
  claims(hint: string, nonce: string, targetLinkUri: string): JWTPayload {
    const spec = this.launches.get(hint);
    if (!spec) throw new Error(`no launch prepared for ${hint}`);
    const contextId = spec.contextId ?? 'course-1';
    const link = spec.resourceLinkId ?? 'link-1';
    return {
      iss: this.issuer,
      aud: this.clientId,
      sub: spec.sub,
      nonce,
      ...(spec.email ? { email: spec.email } : {}),
      given_name: spec.givenName ?? 'Pat',
      family_name: spec.familyName ?? 'Lee',
      name: `${spec.givenName ?? 'Pat'} ${spec.familyName ?? 'Lee'}`,
      [`${LTI}message_type`]: spec.messageType ?? 'LtiResourceLinkRequest',
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: spec.deploymentId ?? this.deploymentId,
      [`${LTI}target_link_uri`]: targetLinkUri,
      [`${LTI}roles`]: spec.roles,
      [`${LTI}context`]: {
        id: contextId,
        label: 'BIO110',
        title: spec.contextTitle ?? 'Cell Biology',
        type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
      },
      ...(spec.messageType === 'LtiDeepLinkingRequest'
        ? {
            'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
              deep_link_return_url: `${this.issuer}/deep-link-return`,
              accept_types: ['ltiResourceLink'],
              accept_presentation_document_targets: ['iframe', 'window'],
              data: 'opaque-dl-data',
            },
          }
        : { [`${LTI}resource_link`]: { id: link, title: 'Chat about cells' } }),
      ...(spec.custom ? { [`${LTI}custom`]: spec.custom } : {}),
      'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
        context_memberships_url: `${this.issuer}/nrps/${contextId}`,
        service_versions: ['2.0'],
      },
      'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
        scope: [
          ...(spec.lineItemService === false
            ? []
            : ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem']),
          'https://purl.imsglobal.org/spec/lti-ags/scope/score',
        ],
        lineitems: `${this.issuer}/ags/${contextId}/lineitems`,
        lineitem: `${this.issuer}/ags/${contextId}/lineitems/${link}`,
      },
    };
  }

  /** Signs claims as this platform (or with another key / kid, for attacks). */
  async sign(
    claims: JWTPayload,
    opts: { key?: CryptoKey; kid?: string; expiresIn?: string; issuedAt?: number } = {},
  ): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? this.key.publicJwk.kid ?? '' })
      .setIssuedAt(opts.issuedAt)
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(opts.key ?? this.key.privateKey);
  }

  private send(res: ServerResponse, status: number, type: string, body: string) {
    res.statusCode = status;
    res.setHeader('content-type', type);
    res.end(body);
  }

  private async verifyToolJwt(jwt: string, audience: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(jwt, createRemoteJWKSet(new URL(this.toolJwksUrl)), {
      audience,
    });
    return payload;
  }

  private async bearer(req: IncomingMessage): Promise<string[] | null> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return token ? (this.tokens.get(token) ?? null) : null;
  }

  private tokens = new Map<string, string[]>();

  /** AGS line item service: list (by resource_id, tag), make, read and update columns. */
  private async lineItemRoute(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    const scopes = await this.bearer(req);
    if (!scopes?.includes('https://purl.imsglobal.org/spec/lti-ags/scope/lineitem')) {
      return this.send(res, 401, 'application/json', '{"error":"unauthorized"}');
    }
    if (this.failLineItems > 0) {
      this.failLineItems--;
      return this.send(res, 503, 'application/json', '{"error":"unavailable"}');
    }
    const here = `${this.issuer}${url.pathname}`;
    const json = (status: number, value: unknown, type: string) =>
      this.send(res, status, type, JSON.stringify(value));
    const one = 'application/vnd.ims.lis.v2.lineitem+json';
    if (url.pathname.endsWith('/lineitems')) {
      if (req.method === 'POST') {
        const wanted = JSON.parse(body) as Omit<LineItem, 'id'>;
        const item = { ...wanted, id: `${here}/li-${this.lineItems.size + 1}` };
        this.lineItems.set(item.id, item);
        return json(201, item, one);
      }
      const resourceId = url.searchParams.get('resource_id');
      const tag = url.searchParams.get('tag');
      const list = [...this.lineItems.values()].filter(
        (i) =>
          i.id.startsWith(`${here}/`) &&
          (!resourceId || i.resourceId === resourceId) &&
          (!tag || i.tag === tag),
      );
      return json(200, list, 'application/vnd.ims.lis.v2.lineitemcontainer+json');
    }
    const item = this.lineItems.get(here);
    if (!item) return this.send(res, 404, 'application/json', '{"error":"not found"}');
    if (req.method === 'PUT') {
      const changed = { ...item, ...(JSON.parse(body) as Partial<LineItem>), id: item.id };
      this.lineItems.set(item.id, changed);
      return json(200, changed, one);
    }
    return json(200, item, one);
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.issuer);
    const body = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : '';
    this.received.push({
      method: req.method ?? '',
      path: url.pathname,
      headers: req.headers,
      body,
    });
    const form = new URLSearchParams(body);

    if (url.pathname === '/jwks') {
      return this.send(
        res,
        200,
        'application/json',
        JSON.stringify({ keys: [this.key.publicJwk, ...this.retired] }),
      );
    }
    if (url.pathname.startsWith('/course/')) {
      const hint = url.pathname.slice('/course/'.length);
      return this.send(
        res,
        200,
        'text/html',
        `<!doctype html><html><head><title>LMS double course</title><script>${PLATFORM_STORAGE}</script></head><body><h1>LMS double course</h1><iframe name="tool" title="TeachChat" src="/start/${escapeAttr(hint)}" style="width:1200px;height:900px"></iframe></body></html>`,
      );
    }
    if (url.pathname.startsWith('/start/')) {
      const hint = url.pathname.slice('/start/'.length);
      const launchUrl = this.toolJwksUrl.replace(/\/lti\/jwks$/, '/lti/launch');
      const loginUrl = this.toolJwksUrl.replace(/\/lti\/jwks$/, '/lti/login');
      return this.send(
        res,
        200,
        'text/html',
        autoPostForm(loginUrl, this.initiation(hint, launchUrl)),
      );
    }
    if (url.pathname === '/auth') {
      const q = url.searchParams;
      const hint = q.get('login_hint') ?? '';
      const redirectUri = q.get('redirect_uri') ?? '';
      if (
        q.get('client_id') !== this.clientId ||
        q.get('response_type') !== 'id_token' ||
        q.get('response_mode') !== 'form_post' ||
        q.get('scope') !== 'openid' ||
        !this.launches.has(hint)
      ) {
        return this.send(res, 400, 'text/plain', 'bad authentication request');
      }
      const idToken = await this.sign(this.claims(hint, q.get('nonce') ?? '', redirectUri));
      return this.send(
        res,
        200,
        'text/html',
        autoPostForm(redirectUri, {
          id_token: idToken,
          state: q.get('state') ?? '',
          ...(q.get('lti_storage_target')
            ? { lti_storage_target: q.get('lti_storage_target') ?? '' }
            : {}),
        }),
      );
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_assertion_type') !==
          'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
      ) {
        return this.send(res, 400, 'application/json', '{"error":"invalid_request"}');
      }
      try {
        const assertion = await this.verifyToolJwt(
          form.get('client_assertion') ?? '',
          `${this.issuer}/token`,
        );
        if (assertion.iss !== this.clientId || assertion.sub !== this.clientId)
          throw new Error('iss/sub');
      } catch {
        return this.send(res, 401, 'application/json', '{"error":"invalid_client"}');
      }
      const token = randomUUID();
      const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
      this.tokens.set(token, scopes);
      return this.send(
        res,
        200,
        'application/json',
        JSON.stringify({
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: scopes.join(' '),
        }),
      );
    }
    if (url.pathname.startsWith('/nrps/')) {
      const scopes = await this.bearer(req);
      if (
        !scopes?.includes(
          'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
        )
      ) {
        return this.send(res, 401, 'application/json', '{"error":"unauthorized"}');
      }
      if (this.failRoster > 0) {
        this.failRoster--;
        return this.send(res, 503, 'application/json', '{"error":"unavailable"}');
      }
      const contextId = url.pathname.slice('/nrps/'.length);
      return this.send(
        res,
        200,
        'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        JSON.stringify({
          id: url.href,
          context: { id: contextId },
          members: this.members.get(contextId) ?? [],
        }),
      );
    }
    const items = /^\/ags\/([^/]+)\/lineitems(\/[^/]+)?$/.exec(url.pathname);
    if (items) return this.lineItemRoute(req, res, url, body);
    const score = /^\/ags\/([^/]+)\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
    if (score && req.method === 'POST') {
      const scopes = await this.bearer(req);
      if (!scopes?.includes('https://purl.imsglobal.org/spec/lti-ags/scope/score')) {
        return this.send(res, 401, 'application/json', '{"error":"unauthorized"}');
      }
      if (this.failScores > 0) {
        this.failScores--;
        return this.send(res, 503, 'application/json', '{"error":"unavailable"}');
      }
      this.scores.push({
        lineItem: `${this.issuer}${url.pathname.replace(/\/scores$/, '')}`,
        score: JSON.parse(body) as Record<string, unknown>,
      });
      return this.send(res, 200, 'application/json', '{}');
    }
    if (url.pathname === '/deep-link-return' && req.method === 'POST') {
      try {
        this.deepLinks.push(await this.verifyToolJwt(form.get('JWT') ?? '', this.issuer));
      } catch (err) {
        return this.send(res, 400, 'text/plain', `bad deep-linking response: ${String(err)}`);
      }
      return this.send(
        res,
        200,
        'text/html',
        '<!doctype html><html><body><h1>Link added to the course</h1></body></html>',
      );
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      return this.send(
        res,
        200,
        'application/json',
        JSON.stringify({
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/auth`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          registration_endpoint: `${this.issuer}/register`,
          scopes_supported: ['openid'],
          response_types_supported: ['id_token'],
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_signing_alg_values_supported: ['RS256'],
          'https://purl.imsglobal.org/spec/lti-platform-configuration': {
            product_family_code: 'lms-double',
            version: '1.0',
            messages_supported: [
              { type: 'LtiResourceLinkRequest' },
              { type: 'LtiDeepLinkingRequest' },
            ],
          },
        }),
      );
    }
    if (url.pathname === '/register' && req.method === 'POST') {
      if (req.headers.authorization !== 'Bearer registration-token-1') {
        return this.send(res, 401, 'application/json', '{"error":"invalid_token"}');
      }
      const request = JSON.parse(body) as Record<string, unknown>;
      this.registrations.push(request);
      this.toolJwksUrl = String(request.jwks_uri);
      return this.send(
        res,
        200,
        'application/json',
        JSON.stringify({
          ...request,
          client_id: this.clientId,
          'https://purl.imsglobal.org/spec/lti-tool-configuration': {
            ...(request['https://purl.imsglobal.org/spec/lti-tool-configuration'] as object),
            deployment_id: this.deploymentId,
          },
        }),
      );
    }
    return this.send(res, 404, 'text/plain', 'not found');
  }
}
