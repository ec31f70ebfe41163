import { createHash } from 'node:crypto';
import { AVATAR } from '@teachchat/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveCaller } from '../auth/caller.ts';
import { Avatar } from '../db/entities/avatar.ts';
import { User } from '../db/entities/user.ts';
import { badInput, notFound } from '../errors.ts';
import { loadFiles, readMultipart } from './multipart.ts';
import { requireUser } from './request-auth.ts';
import { UPLOADED_BYTES_CSP } from './security.ts';
import type { UploadDeps } from './teacher-uploads.ts';
import { text } from '../texts/index.ts';

/**
 * The image type from its first bytes; the name and the browser's claim are not trusted.
 * Beyond the signature, the structure that follows it must be there too, so a few magic
 * bytes glued onto a page or a script (a polyglot) are not taken for a picture.
 */
function imageType(bytes: Uint8Array): string | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  // PNG: the signature, then the IHDR chunk that every PNG opens with.
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) && ascii(12, 16) === 'IHDR')
    return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  // WebP: a RIFF container whose declared size fits the file, holding a VP8 bitstream.
  const riffSize = bytes.byteLength >= 16 ? Buffer.from(bytes.subarray(4, 8)).readUInt32LE(0) : 0;
  if (
    riffSize > 0 &&
    ascii(0, 4) === 'RIFF' &&
    ascii(8, 12) === 'WEBP' &&
    /^VP8[ LX]$/.test(ascii(12, 16)) &&
    riffSize + 8 <= bytes.byteLength
  )
    return 'image/webp';
  return undefined;
}

/**
 * POST /api/me/avatar uploads the signed-in user's picture; GET /api/avatars/:id serves it
 * to signed-in users only (the app's pages send the session cookie with the image request):
 * anyone else gets the same 404 as for a missing picture.
 */
export async function avatarRoutes(app: FastifyInstance, deps: UploadDeps) {
  app.post(
    '/api/me/avatar',
    { config: { failure: 'The picture could not be saved.' } },
    async (req, reply) => {
      const { user, em } = await requireUser(req, deps);
      return deps.slots.hold(user.id, async () => {
        // One picture, stopped as it streams past 2 MB.
        const { files } = await readMultipart(req, {
          limits: { files: 1, fileSize: AVATAR.maxBytes },
        });
        const [file] = await loadFiles(files);
        if (!file) throw badInput(text('error.chooseImage'));
        const contentType = imageType(file.bytes);
        if (!contentType) throw badInput(text('error.imageType', { file: file.name }));
        await em.upsert(Avatar, {
          user: user.id,
          contentType,
          bytes: Buffer.from(file.bytes),
          updatedAt: new Date(),
        });
        const version = createHash('sha256').update(file.bytes).digest('hex').slice(0, 12);
        const avatarUrl = `/api/avatars/${user.id}?v=${version}`;
        // Through the entity, so every node hears of the new picture (UserChangeAnnouncer).
        const row = await em.findOneOrFail(User, { id: user.id });
        row.avatarUrl = avatarUrl;
        await em.flush();
        return reply.send({ avatarUrl });
      });
    },
  );

  app.get<{ Params: { id: string } }>('/api/avatars/:id', async (req, reply) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) throw notFound('Not found');
    const em = deps.orm.em.fork() as EntityManager;
    if (!(await resolveCaller(() => em, deps.config, req.headers))) throw notFound('Not found');
    const avatar = await em.findOne(Avatar, { user: id.data }, { populate: ['bytes'] });
    if (!avatar) throw notFound('Not found');
    return reply
      .header('content-type', avatar.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .header('content-security-policy', UPLOADED_BYTES_CSP)
      .send(avatar.bytes);
  });
}
