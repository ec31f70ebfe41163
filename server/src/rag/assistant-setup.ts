import {
  MODEL_CHOICES,
  type ModelChoice,
  VECTOR_STORES,
  type VectorStore,
} from '@teachchat/shared';
import type { Config } from '../config.ts';
import {
  languageModelFor,
  MODEL_SETTING,
  modelLabel,
  OFFLINE_LABEL,
  PROVIDER_SETTING,
  route,
  storeAvailable,
} from './answer/models.ts';

type Provider = keyof typeof PROVIDER_SETTING;

const PROVIDER_LABELS: Record<Provider, string> = {
  openai: 'OpenAI',
  google: 'Google',
  mistral: 'Mistral',
  compatible: 'OpenAI-compatible server',
};

/** The setting a store needs; null for the built-in ones. */
const STORE_SETTING: Record<VectorStore, string | null> = {
  postgres: null,
  faiss: null,
  chroma: 'CHROMA_URL',
  pinecone: 'PINECONE_API_KEY',
};

function modelSetup(config: Config, value: ModelChoice) {
  const r = route(config, value);
  return {
    value,
    label: modelLabel(config, value),
    /** Maps the choice to provider:model-id, or `off`. */
    setting: MODEL_SETTING[value],
    route: config.ai.models[value],
    provider: r ? PROVIDER_LABELS[r.provider] : null,
    /** The provider's own setting, which enables every choice mapped to it. */
    providerSetting: r ? PROVIDER_SETTING[r.provider] : null,
    available: languageModelFor(config, value) !== undefined,
  };
}

/**
 * For admins: which models, stores and embeddings this server is configured with, and the
 * setting behind each. Only names and whether something is set: never a key's value.
 */
export function assistantSetup(config: Config, embedderName: string) {
  return {
    providers: (Object.keys(PROVIDER_SETTING) as Provider[]).map((provider) => ({
      provider: PROVIDER_LABELS[provider],
      setting: PROVIDER_SETTING[provider],
      configured: config.ai.providers[provider] !== undefined,
    })),
    models: MODEL_CHOICES.map((value) => modelSetup(config, value)),
    offline: { label: OFFLINE_LABEL, available: true },
    stores: VECTOR_STORES.map((value) => ({
      value,
      setting: STORE_SETTING[value],
      available: storeAvailable(config, value),
      /** Chroma outside production without CHROMA_URL: the server bundled for development. */
      local:
        value === 'chroma' &&
        config.stores.chroma !== undefined &&
        !('url' in config.stores.chroma),
    })),
    embeddings: {
      setting: 'EMBEDDINGS',
      configured: config.ai.embeddings,
      /** What ingestion uses: the configured embedder, or hashing when its provider is not set. */
      inUse: embedderName,
    },
  };
}
