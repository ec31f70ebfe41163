import type { VectorStore } from '@teachchat/shared';

/** Where an activity's material is indexed, in words a teacher reads without a glossary. */
export const STORE_LABELS: Record<VectorStore, string> = {
  postgres: "TeachChat's own database (built in)",
  faiss: 'A fast index on this server',
  chroma: 'A Chroma search server',
  pinecone: 'Pinecone (a cloud service)',
};

export const storeLabel = (store: string): string => STORE_LABELS[store as VectorStore] ?? store;

/** The temperature as a teacher thinks of it: how freely the assistant words its answers. */
export function creativityText(temperature: number): string {
  const word = temperature <= 0.3 ? 'Focused' : temperature < 0.7 ? 'Balanced' : 'Creative';
  return `${word} (${temperature.toFixed(1)})`;
}

/** What searching the material matches, from the embedder the server uses. */
export function searchDescription(embedder: string): string {
  return embedder.startsWith('hashing')
    ? "The assistant finds passages by the question's words (no embedding model is set up)."
    : `The assistant finds passages by meaning as well as words (${embedder}).`;
}
