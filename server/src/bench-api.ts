// What the benchmarks in scripts/bench drive inside the server: building the app, the
// embedded database, the entities they seed, and the retrieval and answer pieces they time.
// One public module (the package's `./bench-api` export), so scripts never reach into
// server/src by path and a move inside the server changes this file only.
export { buildApp } from './app.ts';
export { createApiToken } from './auth/api-tokens.ts';
export { createSession, sessionCookieName } from './auth/sessions.ts';
export { ensureConversation } from './chat/conversations.ts';
export { parseConfig } from './config.ts';
export { startEmbeddedCluster } from './db/embedded.ts';
export { Activity } from './db/entities/activity.ts';
export { Chunk } from './db/entities/chunk.ts';
export { Conversation } from './db/entities/conversation.ts';
export { Course } from './db/entities/course.ts';
export { Enrollment } from './db/entities/enrollment.ts';
export { Message } from './db/entities/message.ts';
export { User, type IUser } from './db/entities/user.ts';
export { migrate, openOrm, type Orm } from './db/orm.ts';
export { type EventBus } from './events/bus.ts';
export { BUS_CHANNEL } from './events/postgres-bus.ts';
export { routePreloads, type ViteManifest } from './http/route-preloads.ts';
export { LANDING_HTML, WEB_DIST } from './http/web.ts';
export { type AppRouter } from './index.ts';
export { checkReply, toSources } from './rag/answer/citations.ts';
export { streamModel } from './rag/answer/model-stream.ts';
export { OFFLINE_NOTHING, offlineAnswer, offlineReply } from './rag/answer/offline.ts';
export { createHashingEmbedder } from './rag/embed/hashing.ts';
export { bytesToVector, vectorToBytes } from './rag/embed/provider.ts';
export { chunkDocument, embeddedText } from './rag/ingest/chunk.ts';
export { detectKind } from './rag/ingest/detect.ts';
export { parseMaterial } from './rag/ingest/parse.ts';
export { writePdf } from './rag/ingest/pdf-writer.ts';
export {
  CANDIDATES,
  retrieve,
  searchPlan,
  type Retrieval,
  type SearchPlan,
} from './rag/retrieve.ts';
export { pointsBack } from './rag/search/follow-up.ts';
export { languageOfPassages } from './rag/search/languages.ts';
export { lexicalRowsInMemory, type LexicalIndex } from './rag/search/lexical-index.ts';
export { lexicalRows, type LexicalRow } from './rag/search/lexical.ts';
export { createMaterialCache } from './rag/search/material-cache.ts';
export { questionWords } from './rag/search/words.ts';
export { startChromaServer } from './rag/stores/chroma-server.ts';
export { createChromaStore } from './rag/stores/chroma.ts';
export { createFaissStore } from './rag/stores/faiss.ts';
export { createPineconeStore } from './rag/stores/pinecone.ts';
export { createPostgresStore } from './rag/stores/postgres.ts';
export {
  type IndexedChunk,
  type MaterialKind,
  type ParsedDocument,
  type VectorStore,
} from './rag/types.ts';
export { refreshActivityTerms } from './rag/vocabulary.ts';
