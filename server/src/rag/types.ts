/** The kinds of material a teacher can upload, decided from the bytes, never the name. */
export const MATERIAL_KINDS = ['pdf', 'docx', 'csv', 'markdown', 'text'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
/** A teacher's note: text the teacher wrote, ingested like material (rag/notes.ts). */
export const NOTE_KIND = 'note';
/** What an activity file holds: uploaded material or a teacher's note. */
export type SourceKind = MaterialKind | typeof NOTE_KIND;

/** A piece of a parsed document with where it came from. */
export interface Section {
  text: string;
  /** 1-based page for PDFs. */
  page?: number;
  /** The title of the section this text sits under, taken out of the text. */
  heading?: string | null;
  /** 1-based data-row range for CSVs (the header is row 0). */
  rowStart?: number;
  rowEnd?: number;
}

export interface ParsedDocument {
  kind: MaterialKind;
  sections: Section[];
  pageCount?: number;
}

/** A chunk ready to store: about 300-500 tokens, never cutting a word. */
export interface ChunkDraft {
  ordinal: number;
  text: string;
  /** The section title the text sits under (Markdown, DOCX and PDF headings). */
  heading: string | null;
  page: number | null;
  rowStart: number | null;
  rowEnd: number | null;
  tokenCount: number;
}

/** A chunk as the stores see it. */
export interface IndexedChunk {
  id: string;
  activityId: string;
  fileId: string;
  fileName: string;
  ordinal: number;
  text: string;
  page: number | null;
  embedding: Float32Array;
}

export interface RetrievalQuery {
  activityId: string;
  text: string;
  embedding: Float32Array;
  limit: number;
  /** Changes whenever the activity's material does: a store may keep what it read under it. */
  materialStamp?: string;
}

export interface Hit {
  chunkId: string;
  score: number;
}

/**
 * One retrieval backend. Every method is scoped to one activity in the store's own query
 * (a collection, namespace, index or WHERE clause), never by filtering results afterwards.
 */
export interface VectorStore {
  readonly name: 'postgres' | 'chroma' | 'pinecone' | 'faiss';
  upsert(activityId: string, chunks: IndexedChunk[]): Promise<void>;
  query(query: RetrievalQuery): Promise<Hit[]>;
  /** The ids of every chunk the store answers from for the activity. */
  ids(activityId: string): Promise<string[]>;
  /** Drops these chunks' vectors; an id the store does not hold is ignored. */
  remove(activityId: string, chunkIds: string[]): Promise<void>;
  deleteActivity(activityId: string): Promise<void>;
  close?(): Promise<void>;
}

/** Turns texts into vectors; the hashing embedder is the offline fallback. */
export interface Embedder {
  /** Shown in the UI and README, e.g. "hashing (offline)" or "openai:text-embedding-3-small". */
  readonly name: string;
  readonly dimensions: number;
  embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
}
