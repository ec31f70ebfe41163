import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { VectorStore as StoreName } from '@teachchat/shared';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { EventBus } from '../events/bus.ts';
import {
  type Answer,
  type AnswerInput,
  answerQuestion,
  type EarlySearch,
  searchEarly,
} from './answer/answer.ts';
import { loadChunks } from './chunk-rows.ts';
import { createEmbedder } from './embed/provider.ts';
import { createMaterialCache } from './search/material-cache.ts';
import { ingestActivity, type NotifyTeacher } from './jobs/ingest-activity.ts';
import { withIngestionLock } from './jobs/ingestion-lock.ts';
import { type JobQueue, startJobQueue } from './jobs/queue.ts';
import { startChromaServer } from './stores/chroma-server.ts';
import { createChromaStore } from './stores/chroma.ts';
import { createFaissStore } from './stores/faiss.ts';
import { createPineconeStore } from './stores/pinecone.ts';
import { createPostgresStore } from './stores/postgres.ts';
import type { SearchedActivity } from './retrieve.ts';
import type { Embedder, VectorStore } from './types.ts';

export interface RagService {
  embedder: Embedder;
  store(name: StoreName): Promise<VectorStore>;
  answer(input: AnswerInput): Promise<Answer>;
  /** A question's search started before its send is confirmed (answer.ts). */
  searchEarly(activity: SearchedActivity, question: string): EarlySearch;
  enqueueIngestion(activityId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The assistant's engine for one node: the embedder, the four stores (Chroma's local
 * server and clients made on first use), answers, and the ingestion worker.
 */
export async function startRag(opts: {
  config: Config;
  orm: Orm;
  bus: EventBus;
  databaseUrl: string;
  notifyTeacher: NotifyTeacher;
  log: (msg: string, err?: unknown) => void;
}): Promise<RagService> {
  const { config, orm } = opts;
  const embedder = createEmbedder(config);
  const cache = createMaterialCache({
    lexicalIndexBytes: config.lexicalIndexMb * 2 ** 20,
    log: opts.log,
  });
  const closers: (() => Promise<void>)[] = [];
  const faiss = createFaissStore({
    dir: path.join(config.dataDir, 'faiss'),
    loadChunks: (activityId) => loadChunks(orm.em, activityId),
  });
  const postgres = createPostgresStore({ orm, embedderName: () => embedder.name, ann: faiss });
  const made = new Map<StoreName, Promise<VectorStore>>([
    ['postgres', Promise.resolve(postgres)],
    ['faiss', Promise.resolve(faiss)],
  ]);

  const makeStore = async (name: StoreName): Promise<VectorStore> => {
    if (name === 'chroma') {
      const chroma = config.stores.chroma;
      if (!chroma) throw new Error('No Chroma server is configured (CHROMA_URL).');
      let url = chroma.url;
      if (!url) {
        const server = await startChromaServer({
          dataDir: path.join(config.dataDir, 'chroma'),
          port: chroma.localPort ?? 0,
        });
        closers.push(server.stop);
        url = server.url;
      }
      return createChromaStore({ url });
    }
    if (name === 'pinecone') {
      if (!config.stores.pinecone)
        throw new Error('No Pinecone account is configured (PINECONE_API_KEY).');
      return createPineconeStore(config.stores.pinecone);
    }
    return postgres;
  };
  const store = (name: StoreName) => {
    let pending = made.get(name);
    if (!pending) {
      pending = makeStore(name);
      // A failed start (server down) is retried next time rather than cached.
      pending.catch(() => made.delete(name));
      made.set(name, pending);
    }
    return pending;
  };

  const jobs: JobQueue = await startJobQueue({
    connectionString: opts.databaseUrl,
    concurrency: config.ingestConcurrency,
    monitorSeconds: config.jobsMonitorSeconds,
    log: opts.log,
  });
  closers.unshift(() => jobs.close());
  if (config.jobsWorker) {
    await jobs.workIngestion((activityId, signal) =>
      withIngestionLock(opts.databaseUrl, activityId, signal, (locked) =>
        ingestActivity(
          {
            em: orm.em.fork() as EntityManager,
            bus: opts.bus,
            notifyTeacher: opts.notifyTeacher,
            embedder,
            store,
            log: opts.log,
          },
          activityId,
          locked,
        ),
      ),
    );
  }

  const answering = { config, orm, embedder, store, cache };
  return {
    embedder,
    store,
    answer: (input) => answerQuestion(answering, input),
    searchEarly: (activity, question) => searchEarly(answering, activity, question),
    enqueueIngestion: (activityId) => jobs.enqueueIngestion(activityId),
    async close() {
      for (const close of closers)
        await close().catch((err: unknown) => opts.log('closing failed', err));
      for (const s of made.values()) await s.then((x) => x.close?.()).catch(() => {});
    },
  };
}
