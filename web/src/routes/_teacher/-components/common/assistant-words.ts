import type { VectorStore } from '@teachchat/shared';
import type { MessageKey } from '~/i18n/keys.ts';
import { t } from '~/i18n/t.ts';
import { formatDecimal } from '~/lib/format.ts';

/** Where an activity's material is indexed, in words a teacher reads without a glossary. */
const STORE_LABELS = {
  postgres: 'teacher.assistant.storePostgres',
  faiss: 'teacher.assistant.storeFaiss',
  chroma: 'teacher.assistant.storeChroma',
  pinecone: 'teacher.assistant.storePinecone',
} satisfies Record<VectorStore, MessageKey>;

export const storeLabel = (store: string): string => {
  const key = STORE_LABELS[store as VectorStore] as MessageKey | undefined;
  return key ? t(key) : store;
};

/** The temperature as a teacher thinks of it: how freely the assistant words its answers. */
export function creativityText(temperature: number): string {
  const value = formatDecimal(temperature, 1);
  if (temperature <= 0.3) return t('teacher.assistant.focused', { value });
  return temperature < 0.7
    ? t('teacher.assistant.balanced', { value })
    : t('teacher.assistant.creative', { value });
}

/** What searching the material matches, from the embedder the server uses. */
export function searchDescription(embedder: string): string {
  return embedder.startsWith('hashing')
    ? t('teacher.assistant.searchWords')
    : t('teacher.assistant.searchMeaning', { embedder });
}
