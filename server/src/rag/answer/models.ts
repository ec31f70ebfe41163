import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  MODEL_CHOICES,
  type Model,
  type ModelChoice,
  OFFLINE_MODEL,
  VECTOR_STORES,
} from '@teachchat/shared';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config.ts';

const LABELS: Record<ModelChoice, string> = {
  'LLama_3.1': 'Llama 3.1',
  'LLama_3.2': 'Llama 3.2',
  'GPT_3.5_turbo': 'GPT-3.5 Turbo',
  GPT_4: 'GPT-4',
  'Gemini_1.5_Pro': 'Gemini 1.5 Pro',
  'Gemini_1.5': 'Gemini 1.5',
  Mistral: 'Mistral',
};

const PROVIDER_SETTING = {
  openai: 'OPENAI_API_KEY',
  google: 'GOOGLE_API_KEY',
  mistral: 'MISTRAL_API_KEY',
  compatible: 'OPENAI_COMPATIBLE_BASE_URL',
} as const;

function route(config: Config, model: ModelChoice) {
  const value = config.ai.models[model];
  if (value === 'off' || value === 'hashing') return undefined;
  const [provider, ...rest] = value.split(':') as [keyof typeof PROVIDER_SETTING, ...string[]];
  return { provider, modelId: rest.join(':') };
}

/**
 * The language model behind one of the model choices (docs/product.md#model-choices), or
 * undefined when not configured.
 */
export function languageModelFor(config: Config, model: Model): LanguageModel | undefined {
  if (model === OFFLINE_MODEL) return undefined;
  const r = route(config, model);
  const p = config.ai.providers;
  switch (r?.provider) {
    case 'openai':
      // Chat Completions rather than Responses: also what OpenAI-compatible servers speak.
      return p.openai && createOpenAI(p.openai).chat(r.modelId);
    case 'google':
      return p.google && createGoogleGenerativeAI(p.google)(r.modelId);
    case 'mistral':
      return p.mistral && createMistral(p.mistral)(r.modelId);
    case 'compatible':
      return (
        p.compatible &&
        createOpenAICompatible({ name: 'compatible', ...p.compatible }).chatModel(r.modelId)
      );
    default:
      return undefined;
  }
}

export interface ModelOption {
  value: Model;
  label: string;
  available: boolean;
  /** Why a choice cannot be picked, for the create-activity form. */
  reason: string | null;
}

/** Every model choice and whether this server can run it; the offline responder always can. */
export function listModels(config: Config): ModelOption[] {
  const choices = MODEL_CHOICES.map((value): ModelOption => {
    const r = route(config, value);
    if (!r)
      return {
        value,
        label: LABELS[value],
        available: false,
        reason: 'Turned off by the administrator.',
      };
    const available = languageModelFor(config, value) !== undefined;
    return {
      value,
      label: LABELS[value],
      available,
      reason: available
        ? null
        : `No ${r.provider} provider is configured (${PROVIDER_SETTING[r.provider]}).`,
    };
  });
  return [
    ...choices,
    {
      value: OFFLINE_MODEL,
      label: 'Offline responder (quotes the material)',
      available: true,
      reason: null,
    },
  ];
}

/** The default for a new activity: the first configured model, else the offline responder. */
export function defaultModel(config: Config): Model {
  return listModels(config).find((m) => m.available)?.value ?? OFFLINE_MODEL;
}

export function listVectorStores(config: Config) {
  return VECTOR_STORES.map((value) => {
    const reason =
      value === 'chroma' && !config.stores.chroma
        ? 'No Chroma server is configured (CHROMA_URL).'
        : value === 'pinecone' && !config.stores.pinecone
          ? 'No Pinecone account is configured (PINECONE_API_KEY).'
          : null;
    return { value, available: reason === null, reason };
  });
}
