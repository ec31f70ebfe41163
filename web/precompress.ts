import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Files worth compressing: text. Pictures and fonts are compressed already.
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
// Below this, the encoding headers cost more than they save.
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite (the manifest, the prerendered pages) and .server (the server bundle) are read
    // by the server, never sent.
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once,
 * at the highest settings: the server sends the copy the browser accepts (@fastify/static
 * preCompressed) instead of compressing each response, or sending it uncompressed.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'teachchat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = !!config.build.ssr;
    },
    async closeBundle() {
      if (serverBuild) return;
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        jobs.push(
          readFile(file).then(async (bytes) => {
            if (bytes.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gz(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
