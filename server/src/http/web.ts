import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * Serves the built web app; any other GET that accepts HTML gets index.html so the
 * client router can show the page (or its own 404).
 */
export async function serveWeb(app: FastifyInstance, root = WEB_DIST): Promise<void> {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built (${root}); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text files (web/precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be re-read.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/*', async (req, reply) => {
    const file = req.url.split('?')[0] ?? '/';
    if (file !== '/' && existsSync(path.join(root, path.normalize(file)))) {
      return reply.sendFile(path.normalize(file).replace(/^[/\\]+/, ''));
    }
    if (!req.headers.accept?.includes('text/html') && file !== '/') {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
