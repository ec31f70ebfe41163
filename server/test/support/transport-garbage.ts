import fc from 'fast-check';
import { hostileValue } from './hostile-values.ts';
import { type HttpRequest, jsonText } from './trpc-wire.ts';

/**
 * Broken transport rather than bad values: JSON that doesn't parse, bodies outside
 * superjson's `{json, meta}` shape, superjson metadata that asks for impossible types or
 * prototype paths, wrong methods and content types, batches, websocket frames that are
 * not tRPC messages.
 */

const MALFORMED_JSON = [
  '{',
  '{"json":',
  '}{',
  'nul',
  '{"json":1}{"json":2}',
  "{'json':1}",
  '{"json":[1,]}',
  '\ufeff{"json":{}}',
  '{"json":NaN}',
  '{"json":1e999999}',
  '{"json":"\\ud800"}',
  '{"json":"\\u0000"}',
  '{"json":"\\x41"}',
  '',
  ' ',
];

const META_TYPES: unknown[] = [
  'Date',
  'bigint',
  'regexp',
  'set',
  'map',
  'undefined',
  'number',
  'symbol',
  'Error',
  'URL',
  ['class', 'Nope'],
  ['custom', 'Nope'],
  'nonsense',
  42,
  null,
];

const SPECIAL_METAS: unknown[] = [
  null,
  1,
  'Date',
  { values: 'Date' },
  { values: ['Date'] },
  { values: { '__proto__.polluted': ['Date'] } },
  { values: { 'constructor.prototype.polluted': ['set'] } },
  { referentialEqualities: { '': ['__proto__.polluted'] } },
  { referentialEqualities: { a: ['constructor.prototype.polluted'] } },
  { v: 999, values: { a: [['custom', '__proto__']] } },
];

/** `{json, meta}` whose meta asks superjson to rebuild something it cannot or must not. */
export function superjsonMeta(json: fc.Arbitrary<unknown>, fields: string[]): fc.Arbitrary<string> {
  const paths = ['', ...fields, 'a.b', '__proto__', 'constructor.prototype'];
  const meta = fc.oneof(
    fc
      .tuple(fc.constantFrom(...paths), fc.constantFrom(...META_TYPES))
      .map(([path, type]) => (path === '' ? { values: [type] } : { values: { [path]: [type] } })),
    fc.constantFrom(...SPECIAL_METAS),
  );
  return fc
    .tuple(json, meta)
    .map(([j, m]) => `{"json":${jsonText(j)},"meta":${JSON.stringify(m)}}`);
}

/** Request bodies and query inputs that are not (good) superjson JSON. */
function brokenInputs(fields: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...MALFORMED_JSON),
    // Valid JSON, but not in superjson's shape: the value sent bare.
    hostileValue.map((v) => jsonText(v)),
    superjsonMeta(hostileValue, fields),
  );
}

type Request = Omit<HttpRequest, 'path'> & { path?: string };

/** Broken HTTP requests for a query (GET) or a mutation (POST) at `path`. */
export function httpGarbage(
  path: string,
  type: 'query' | 'mutation',
  fields: string[],
): fc.Arbitrary<Request> {
  const inputs = brokenInputs(fields);
  const batchPath = `${path},${path}`;
  if (type === 'query') {
    return fc.oneof(
      inputs.map((t): Request => ({ method: 'GET', query: `input=${encodeURIComponent(t)}` })),
      fc
        .constantFrom('input=%', 'input=%ZZ', 'input', 'input=&input=1', 'input[]=1', 'input=%00')
        .map((query): Request => ({ method: 'GET', query })),
      inputs.map((t): Request => ({
        method: 'GET',
        path: batchPath,
        query: `batch=1&input=${encodeURIComponent(t)}`,
      })),
      fc
        .constantFrom(
          'connectionParams=%7B',
          'connectionParams=1',
          'connectionParams=%7B%22a%22%3A1%7D',
        )
        .map((query): Request => ({ method: 'GET', query })),
      // A query by POST is not allowed.
      inputs.map((body): Request => ({ method: 'POST', body })),
    );
  }
  return fc.oneof(
    inputs.map((body): Request => ({ method: 'POST', body })),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((body): Request => ({ method: 'POST', body })),
    inputs.map((body): Request => ({ method: 'POST', path: batchPath, query: 'batch=1', body })),
    fc
      .tuple(
        inputs,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/json; charset=latin1',
          'APPLICATION/JSON',
        ),
      )
      .map(([body, contentType]): Request => ({ method: 'POST', body, contentType })),
    // A mutation by GET is not allowed.
    inputs.map((t): Request => ({ method: 'GET', query: `input=${encodeURIComponent(t)}` })),
  );
}

export type WsGarbage =
  /** A request with a fresh id (given later): answered by that id, or by id null if unparsable. */
  | { kind: 'request'; frame: (id: number) => string }
  /** Anything else: answered at once, before a following PING's PONG, or not at all. */
  | { kind: 'frame'; frame: string | Buffer; binary: boolean };

export function wsGarbage(path: string, fields: string[]): fc.Arbitrary<WsGarbage> {
  const p = JSON.stringify(path);
  const request = (build: (id: number) => string): WsGarbage => ({ kind: 'request', frame: build });
  const frame = (f: string | Buffer, binary = false): WsGarbage => ({
    kind: 'frame',
    frame: f,
    binary,
  });
  return fc.oneof(
    brokenInputs(fields).map((input) =>
      request(
        (id) => `{"id":${id},"method":"subscription","params":{"path":${p},"input":${input}}}`,
      ),
    ),
    hostileValue.map((v) =>
      request(
        (id) =>
          `{"id":${id},"method":"query","params":{"path":${p},"input":{"json":${jsonText(v)}}}}`,
      ),
    ),
    hostileValue.map((v) =>
      request(
        (id) =>
          `{"id":${id},"method":"subscription","params":{"path":${p},"lastEventId":${jsonText(v)}}}`,
      ),
    ),
    fc
      .constantFrom(
        'not json',
        '{',
        '[{}]',
        '{}',
        'null',
        '1',
        '{"id":1}',
        '{"id":null,"method":"subscription","params":{"path":"x"}}',
        `{"id":{"a":1},"method":"subscription","params":{"path":${p}}}`,
        `{"id":1,"jsonrpc":"1.0","method":"subscription","params":{"path":${p}}}`,
        `{"id":1,"method":"subscription"}`,
        `{"id":1,"method":"subscription","params":null}`,
        `{"id":1,"method":"subscription","params":{"path":42}}`,
        '{"method":"connectionParams","data":{"token":1}}',
      )
      .map((f) => frame(f)),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => frame(Buffer.from(bytes), true)),
  );
}
