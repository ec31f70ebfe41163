import { LIMITS } from '@teachchat/shared';
import type { FastifyRequest } from 'fastify';
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

const MB = 1024 * 1024;

/**
 * Reads a multipart body. A file over the limit stops the upload as it streams (nothing
 * more is read or kept) with 'File too large: NAME (max 10 MB)'.
 */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw new HttpError(415, 'Send the request as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        try {
          files.push({ name: part.filename, bytes: await part.toBuffer() });
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(
              413,
              `File too large: ${part.filename} (max ${UPLOAD_LIMITS.fileSize / MB} MB)`,
            );
          }
          throw err;
        }
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(413, `Too many files (max ${UPLOAD_LIMITS.files}).`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'Too many form parts.');
    if (code.startsWith('FST_')) throw new HttpError(400, 'The upload could not be read.');
    throw err;
  }
  return { fields, files };
}
