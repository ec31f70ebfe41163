import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { TestApp } from './test-app.ts';

export interface StreamedPart {
  name: string;
  /**
   * A file part whose body is `size` bytes made up as they are sent; with `holdUntil`,
   * only its header goes out until that settles (an upload under way).
   */
  file?: { filename: string; size: number; holdUntil?: Promise<unknown> };
  body?: string;
}

export interface StreamedUpload {
  status: number;
  body: Record<string, unknown>;
  /** Bytes the server process took off the connection (the body and ~1 KB of headers). */
  serverRead: number;
  /** Bytes of the body the client got to write before the server stopped it. */
  clientSent: number;
}

const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** A multipart body made as it is sent, so even a 100 MB one costs the test no memory. */
function* multipartChunks(
  boundary: string,
  parts: StreamedPart[],
): Generator<Buffer | Promise<unknown>> {
  for (const part of parts) {
    const file = part.file ? `; filename="${part.file.filename}"` : '';
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
    );
    if (part.file?.holdUntil) yield part.file.holdUntil;
    if (part.file) {
      for (let left = part.file.size; left > 0; left -= CHUNK.length) {
        yield left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
      }
    } else {
      yield Buffer.from(part.body ?? '');
    }
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

async function* sending(boundary: string, parts: StreamedPart[]): AsyncGenerator<Buffer> {
  for (const chunk of multipartChunks(boundary, parts)) {
    if (chunk instanceof Promise) await chunk;
    else yield chunk;
  }
}

function lengthOf(boundary: string, parts: StreamedPart[]): number {
  let length = 0;
  for (const chunk of multipartChunks(boundary, parts)) {
    if (!(chunk instanceof Promise)) length += chunk.length;
  }
  return length;
}

/**
 * POSTs a multipart body the way a browser sends a large upload (on a kept-alive
 * connection), and measures what the server read of it. The answer is taken as soon as it
 * comes, even while the body is still going out.
 */
export async function streamUpload(
  app: TestApp,
  path: string,
  parts: StreamedPart[],
  headers: Record<string, string> = {},
): Promise<StreamedUpload> {
  const boundary = `----teachchat${randomBytes(12).toString('hex')}`;
  const probe = randomUUID();
  let serverSocket: Socket | undefined;
  const spot = (req: http.IncomingMessage) => {
    if (req.headers['x-test-probe'] === probe) serverSocket = req.socket;
  };
  app.fastify.server.on('request', spot);
  const agent = new http.Agent({ keepAlive: true });

  let clientSent = 0;
  const body = Readable.from(sending(boundary, parts)).on('data', (chunk: Buffer) => {
    clientSent += chunk.length;
  });
  try {
    const req = http.request(`${app.url}${path}`, {
      method: 'POST',
      agent,
      headers: {
        ...headers,
        'x-test-probe': probe,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(lengthOf(boundary, parts)),
      },
    });
    const sent = new Promise((resolve) => req.once('finish', resolve));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      });
      // The server closing the connection on a body it will not read is expected.
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      body.pipe(req);
    });
    // What the server reads after answering counts too: either it closes the connection,
    // or it takes the whole body, which ends when the client closes its side.
    const socket = serverSocket;
    if (socket && !socket.destroyed) {
      const closed = new Promise((resolve) => socket.once('close', resolve));
      await Promise.race([closed, sent]);
      body.destroy();
      agent.destroy();
      await closed;
    }
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(answer.text) as Record<string, unknown>;
    } catch {
      json = { raw: answer.text };
    }
    return { status: answer.status, body: json, serverRead: socket?.bytesRead ?? 0, clientSent };
  } finally {
    body.destroy();
    agent.destroy();
    app.fastify.server.off('request', spot);
  }
}
