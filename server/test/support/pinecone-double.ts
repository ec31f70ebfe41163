/**
 * TEST DOUBLE of Pinecone's REST API (version 2026-07), the subset the official client uses
 * for our store: describe index (control plane) and upsert / query / delete /
 * describe_index_stats / list (data plane), both served by one loopback HTTP server. Vectors live in
 * memory per namespace and are ranked by exact cosine similarity. Like the real service it
 * checks the Api-Key header, the index dimension and the request size limits, answers 404
 * "Namespace not found" when deleting an unknown namespace, and supports no metadata
 * filters, so a store cannot lean on filtering for isolation.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface PineconeDouble {
  controllerHostUrl: string;
  apiKey: string;
  indexName: string;
  close(): Promise<void>;
}

interface StoredVector {
  values: number[];
  metadata?: Record<string, unknown>;
}

const MAX_REQUEST_BYTES = 2 * 1024 * 1024;
const MAX_UPSERT_VECTORS = 1000;

class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

function apiError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, { error: { code, message }, status });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > MAX_REQUEST_BYTES) {
      throw apiError(400, 'INVALID_ARGUMENT', `Request size exceeds the maximum of 2MB`);
    }
    parts.push(part);
  }
  return parts.length
    ? (JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>)
    : {};
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  });
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export async function startPineconeDouble(
  opts: { dimension?: number } = {},
): Promise<PineconeDouble> {
  const dimension = opts.dimension ?? 384;
  // Fresh per double: the client caches index hosts process-wide by API key and index name.
  const apiKey = `pcsk_double_${randomUUID()}`;
  const indexName = `teachchat-${randomUUID().slice(0, 8)}`;
  const namespaces = new Map<string, Map<string, StoredVector>>();
  let baseUrl = '';

  function namespaceOf(body: Record<string, unknown>): string {
    return typeof body['namespace'] === 'string' ? body['namespace'] : '';
  }

  function checkVector(values: unknown): number[] {
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'number')) {
      throw apiError(400, 'INVALID_ARGUMENT', 'Vector values must be an array of numbers');
    }
    if (values.length !== dimension) {
      throw apiError(
        400,
        'INVALID_ARGUMENT',
        `Vector dimension ${values.length} does not match the dimension of the index ${dimension}`,
      );
    }
    return values as number[];
  }

  function describeIndex() {
    return {
      name: indexName,
      host: baseUrl,
      deletion_protection: 'disabled',
      deployment: { deployment_type: 'managed', cloud: 'aws', region: 'us-east-1' },
      read_capacity: { mode: 'OnDemand', status: { state: 'Ready' } },
      schema: { fields: { _values: { type: 'dense_vector', dimension, metric: 'cosine' } } },
      status: { ready: true, state: 'Ready' },
    };
  }

  function upsert(body: Record<string, unknown>) {
    const vectors = body['vectors'];
    if (!Array.isArray(vectors) || vectors.length === 0 || vectors.length > MAX_UPSERT_VECTORS) {
      throw apiError(400, 'INVALID_ARGUMENT', `Upsert takes 1 to ${MAX_UPSERT_VECTORS} vectors`);
    }
    const name = namespaceOf(body);
    const target = namespaces.get(name) ?? new Map<string, StoredVector>();
    for (const vector of vectors as {
      id?: unknown;
      values?: unknown;
      metadata?: Record<string, unknown>;
    }[]) {
      if (typeof vector.id !== 'string')
        throw apiError(400, 'INVALID_ARGUMENT', 'Vector id is required');
      target.set(vector.id, { values: checkVector(vector.values), metadata: vector.metadata });
    }
    namespaces.set(name, target);
    return { upsertedCount: vectors.length };
  }

  function query(body: Record<string, unknown>) {
    if (body['filter'] !== undefined || body['id'] !== undefined) {
      throw apiError(400, 'INVALID_ARGUMENT', 'The test double supports only queries by vector');
    }
    const topK = body['topK'];
    if (typeof topK !== 'number' || topK < 1)
      throw apiError(400, 'INVALID_ARGUMENT', 'topK must be >= 1');
    const vector = checkVector(body['vector']);
    const name = namespaceOf(body);
    const matches = [...(namespaces.get(name) ?? new Map<string, StoredVector>())]
      .map(([id, stored]) => ({ id, score: cosine(vector, stored.values), stored }))
      .sort((a, b) => b.score - a.score)
      .slice(0, topK)
      .map(({ id, score, stored }) => ({
        id,
        score,
        values: body['includeValues'] === true ? stored.values : [],
        ...(body['includeMetadata'] === true && stored.metadata
          ? { metadata: stored.metadata }
          : {}),
      }));
    return { matches, namespace: name, usage: { readUnits: 1 } };
  }

  function remove(body: Record<string, unknown>) {
    const name = namespaceOf(body);
    const stored = namespaces.get(name);
    if (!stored) throw new HttpError(404, { code: 5, message: 'Namespace not found', details: [] });
    if (body['deleteAll'] === true) namespaces.delete(name);
    else if (Array.isArray(body['ids'])) for (const id of body['ids']) stored.delete(String(id));
    else
      throw apiError(400, 'INVALID_ARGUMENT', 'The test double deletes only by ids or deleteAll');
    return {};
  }

  /** One page of a namespace's ids in sorted order; the token is the last id given. */
  function list(params: URLSearchParams) {
    const name = params.get('namespace') ?? '';
    const limit = Number(params.get('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1)
      throw apiError(400, 'INVALID_ARGUMENT', 'limit must be a positive integer');
    const after = params.get('paginationToken');
    const ids = [...(namespaces.get(name)?.keys() ?? [])]
      .sort()
      .filter((id) => after === null || id > after);
    const page = ids.slice(0, limit);
    const last = page.at(-1);
    return {
      vectors: page.map((id) => ({ id })),
      ...(ids.length > limit && last ? { pagination: { next: last } } : {}),
      namespace: name,
      usage: { readUnits: 1 },
    };
  }

  function stats() {
    const summary = Object.fromEntries(
      [...namespaces].map(([name, v]) => [name, { vectorCount: v.size }]),
    );
    const total = [...namespaces.values()].reduce((sum, v) => sum + v.size, 0);
    return {
      namespaces: summary,
      dimension,
      indexFullness: 0,
      totalVectorCount: total,
      metric: 'cosine',
      vectorType: 'dense',
    };
  }

  async function route(req: IncomingMessage): Promise<unknown> {
    if (req.headers['api-key'] !== apiKey)
      throw apiError(401, 'UNAUTHENTICATED', 'Invalid API Key');
    const url = new URL(req.url ?? '/', baseUrl);
    const path = url.pathname;
    if (req.method === 'GET' && path === '/vectors/list') return list(url.searchParams);
    if (req.method === 'GET' && path.startsWith('/indexes/')) {
      const name = decodeURIComponent(path.slice('/indexes/'.length));
      if (name !== indexName) throw apiError(404, 'NOT_FOUND', `Resource ${name} not found`);
      return describeIndex();
    }
    if (req.method !== 'POST') throw apiError(404, 'NOT_FOUND', `No route ${req.method} ${path}`);
    const body = await readJson(req);
    if (path === '/vectors/upsert') return upsert(body);
    if (path === '/query') return query(body);
    if (path === '/vectors/delete') return remove(body);
    if (path === '/describe_index_stats') return stats();
    throw apiError(404, 'NOT_FOUND', `No route POST ${path}`);
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    route(req).then(
      (body) => send(res, 200, body),
      (error: unknown) =>
        error instanceof HttpError
          ? send(res, error.status, error.body)
          : send(res, 500, { error: { code: 'INTERNAL', message: String(error) }, status: 500 }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Pinecone double has no port');
  baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    controllerHostUrl: baseUrl,
    apiKey,
    indexName,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The client's fetch keeps connections alive; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}
