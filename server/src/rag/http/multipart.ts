import { LIMITS } from '@teachchat/shared';
import type { FastifyRequest } from 'fastify';
import { cleanFileName } from '../ingest/file-name.ts';
import type { UploadedFile } from '../material.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

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

const KB = 1024;
const MB = 1024 * KB;

/**
 * Reads a multipart body. A file over the limit stops the upload as it streams (nothing
 * more is read or kept) with 'File too large: NAME (max 10 MB)'; too many parts and an
 * over-long field are refused rather than cut short. File names come back cleaned
 * (cleanFileName), so every message and row shows them harmlessly.
 */
export async function readMultipart(
  req: FastifyRequest,
  routeLimits: RouteLimits = {},
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw new HttpError(415, 'Send the request as multipart/form-data.');
  const limits = { ...UPLOAD_LIMITS, ...routeLimits };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        const name = cleanFileName(part.filename);
        try {
          files.push({ name, bytes: await part.toBuffer() });
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(413, `File too large: ${name} (max ${limits.fileSize / MB} MB)`);
          }
          throw err;
        }
      } else {
        // busboy cuts an over-long value short and only flags it; a cut JSON form or
        // query would otherwise fail later with a misleading message.
        if (part.fieldnameTruncated) throw new HttpError(400, 'The upload could not be read.');
        if (part.valueTruncated) {
          // The name is the sender's: echoed only when it is a plain identifier.
          const field = /^[\w.-]+$/.test(part.fieldname)
            ? `The field ${part.fieldname}`
            : 'A field';
          throw new HttpError(413, `${field} is too long (max ${limits.fieldSize / KB} KB).`);
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(413, `Too many files (max ${limits.files}).`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'Too many form parts.');
    if (code.startsWith('FST_')) throw new HttpError(400, 'The upload could not be read.');
    throw err;
  }
  return { fields, files };
}
