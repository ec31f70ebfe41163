import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPineconeDouble } from './pinecone-double.ts';
import { freePort } from './ports.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface EveryStoreApp {
  app: TestApp;
  pinecone: Awaited<ReturnType<typeof startPineconeDouble>>;
  close(): Promise<void>;
}

/**
 * An app with all four stores available: its own data folder (faiss files, the bundled
 * Chroma server on a free port) and the Pinecone test double.
 */
export async function startAppWithEveryStore(
  env: Record<string, string> = {},
): Promise<EveryStoreApp> {
  const pinecone = await startPineconeDouble();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'teachchat-stores-'));
  const app = await startTestApp({
    DATA_DIR: dataDir,
    CHROMA_PORT: String(await freePort()),
    PINECONE_API_KEY: pinecone.apiKey,
    PINECONE_INDEX: pinecone.indexName,
    PINECONE_CONTROLLER_URL: pinecone.controllerHostUrl,
    ...env,
  });
  return {
    app,
    pinecone,
    async close() {
      await app.close();
      await pinecone.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
