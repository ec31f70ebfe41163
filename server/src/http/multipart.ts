import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@teachchat/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badInput, tooLarge, unsupportedMedia } from '../errors.ts';
import { cleanFileName } from '../rag/ingest/file-name.ts';
import type { UploadedFile } from '../rag/material.ts';
import { text } from '../texts/index.ts';

/** Every multipart limit set on purpose, so no default lets a request grow unbounded. */
export const UPLOAD_LIMITS = {
  fileSize: LIMITS.uploadMaxBytes,
  files: 20,
  fields: 20,
  parts: 40,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
};

/** What one route may tighten: a picture needs one small file, not twenty large ones. */
export type RouteLimits = Partial<Pick<typeof UPLOAD_LIMITS, 'fileSize' | 'files'>>;

/** A file part as it arrived, kept on disk until the response is sent. */
export interface ReceivedFile {
  name: string;
  path: string;
  size: number;
}

/**
 * The field that says what the upload is for (rag_id, the activity form), checked before
 * any file part is read: a caller who may not send the files is turned away with only
 * the fields before it read.
 */
export interface Gate<T> {
  field: string;
  /** Refuses by throwing an AppError; given undefined when the body lacks the field. */
  check: (value: string | undefined) => Promise<T>;
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * Reads a multipart body. Fields up to the gate's field are read, then the gate is checked
 * (at the end when the field never came); a file sent before it is refused with 400. File
 * parts stream to temporary files (removed once the response is sent), never to memory. A
 * file over the limit stops the upload as it streams with 'File too large: NAME (max 10
 * MB)'; too many parts and an over-long field are refused rather than cut short. File
 * names come back cleaned (cleanFileName), so every message and row shows them harmlessly.
 */
export async function readMultipart<T = undefined>(
  req: FastifyRequest,
  opts: { limits?: RouteLimits; gate?: Gate<T> } = {},
): Promise<{ fields: Record<string, string>; files: ReceivedFile[]; passed: T }> {
  if (!req.isMultipart()) throw unsupportedMedia('Send the request as multipart/form-data.');
  const limits = { ...UPLOAD_LIMITS, ...opts.limits };
  // busboy skips a file over its limit by reading it through, as fast as it comes: a route
  // that takes no files refuses the first one here instead, before reading it.
  const parserLimits = { ...limits, files: Math.max(limits.files, 1) };
  const { gate } = opts;
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let passed: { value: T } | undefined;
  try {
    for await (const part of req.parts({ limits: parserLimits })) {
      if (part.type === 'file') {
        if (limits.files === 0) throw tooLarge('This request takes no files.');
        if (gate && !passed) throw badInput(`${gate.field} must come before the files.`);
        files.push(await receiveFile(req, part, limits.fileSize));
      } else {
        // busboy cuts an over-long value short and only flags it; a cut JSON form or
        // query would otherwise fail later with a misleading message.
        if (part.fieldnameTruncated) throw badInput('The upload could not be read.');
        if (part.valueTruncated) {
          // The name is the sender's: echoed only when it is a plain identifier.
          const field = /^[\w.-]+$/.test(part.fieldname)
            ? `The field ${part.fieldname}`
            : 'A field';
          throw tooLarge(`${field} is too long (max ${limits.fieldSize / KB} KB).`);
        }
        const value = String(part.value);
        if (gate && part.fieldname === gate.field) {
          // What was checked is what the route acts on: a second value cannot swap it.
          if (passed) throw badInput(`Send ${gate.field} only once.`);
          passed = { value: await gate.check(value) };
        }
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT') throw tooLarge(`Too many files (max ${limits.files}).`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw tooLarge('Too many form parts.');
    if (code.startsWith('FST_')) throw badInput('The upload could not be read.');
    throw err;
  }
  if (gate && !passed) passed = { value: await gate.check(undefined) };
  return { fields, files, passed: passed?.value as T };
}

async function receiveFile(
  req: FastifyRequest,
  part: MultipartFile,
  maxBytes: number,
): Promise<ReceivedFile> {
  const name = cleanFileName(part.filename);
  // A name of our own: the sender's never reaches the file system.
  const file = path.join(tmpdir(), `teachchat-upload-${randomUUID()}`);
  // @fastify/multipart removes these once the response is sent, or the client goes away.
  (req.tmpUploads ??= []).push(file);
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await pipeline(part.file, out);
  if (part.file.truncated) {
    throw tooLarge(text('error.fileTooLarge', { name, mb: maxBytes / MB }));
  }
  return { name, path: file, size: out.bytesWritten };
}

/** The received files' bytes, read once the whole body has arrived and been accepted. */
export function loadFiles(files: ReceivedFile[]): Promise<UploadedFile[]> {
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: await readFile(f.path) })));
}

/**
 * An answer sent before the body has fully arrived (a refused token, someone else's
 * rag_id): nothing more is read, and the connection closes after the answer, so the rest
 * of the body is neither read nor buffered. Fastify answers a body over its limit alike.
 */
export async function closeUnreadBody(req: FastifyRequest, reply: FastifyReply) {
  if (req.raw.complete) return;
  req.raw.unpipe();
  req.raw.pause();
  reply.header('connection', 'close');
}
