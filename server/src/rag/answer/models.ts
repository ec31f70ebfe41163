import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  MODEL_CHOICES,
  type Model,
  type ModelChoice,
  OFFLINE_MODEL,
  type VectorStore,
  VECTOR_STORES,
} from '@teachchat/shared';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Config } from '../../config.ts';
import { en, type Translate, translator } from '../../texts/index.ts';

/**
 * The spec's names for the choices, shown only while a choice is turned off: a choice that
 * is mapped to a model is shown by that model's name (modelLabel), which is what answers.
 */
export const LABELS: Record<ModelChoice, string> = {
  'LLama_3.1': 'Llama 3.1',
  'LLama_3.2': 'Llama 3.2',
  'GPT_3.5_turbo': 'GPT-3.5 Turbo',
  GPT_4: 'GPT-4',
  'Gemini_1.5_Pro': 'Gemini 1.5 Pro',
  'Gemini_1.5': 'Gemini 1.5',
  Mistral: 'Mistral',
};

/** The setting that gives each provider what it needs, for the admin's view. */
export const PROVIDER_SETTING = {
  openai: 'OPENAI_API_KEY',
  google: 'GOOGLE_API_KEY',
  mistral: 'MISTRAL_API_KEY',
  compatible: 'OPENAI_COMPATIBLE_BASE_URL',
} as const;

/** Which setting maps each model choice to a provider and model (config.ts reads them). */
export const MODEL_SETTING: Record<ModelChoice, string> = {
  'LLama_3.1': 'LLM_LLAMA_3_1',
  'LLama_3.2': 'LLM_LLAMA_3_2',
  'GPT_3.5_turbo': 'LLM_GPT_3_5_TURBO',
  GPT_4: 'LLM_GPT_4',
  'Gemini_1.5_Pro': 'LLM_GEMINI_1_5_PRO',
  'Gemini_1.5': 'LLM_GEMINI_1_5',
  Mistral: 'LLM_MISTRAL',
};

/**
 * What teachers read beside a choice they cannot pick: they cannot change the server's
 * settings, so it names who can rather than the setting (the admin's Assistant settings do).
 */
export const NOT_ENABLED = en['assistant.model.notEnabled'];

export const OFFLINE_LABEL = en['assistant.model.offline'];

const english = translator('en');

/** The provider and model id a choice is mapped to, or undefined when it is turned off. */
export function route(config: Config, model: ModelChoice) {
  const value = config.ai.models[model];
  if (value === 'off' || value === 'hashing') return undefined;
  const [provider, ...rest] = value.split(':') as [keyof typeof PROVIDER_SETTING, ...string[]];
  return { provider, modelId: rest.join(':') };
}

/** The names providers give their model ids (config.ts's defaults and their neighbours). */
const MODEL_NAMES: Record<string, string> = {
  'gpt-4o-mini': 'GPT-4o mini',
  'gpt-4o': 'GPT-4o',
  'gpt-4.1': 'GPT-4.1',
  'gpt-4.1-mini': 'GPT-4.1 mini',
  'gemini-2.5-pro': 'Gemini 2.5 Pro',
  'gemini-2.5-flash': 'Gemini 2.5 Flash',
  'mistral-small-latest': 'Mistral Small',
  'mistral-medium-latest': 'Mistral Medium',
  'mistral-large-latest': 'Mistral Large',
  'llama3.1': 'Llama 3.1',
  'llama3.2': 'Llama 3.2',
};

/**
 * What a teacher picks a choice by: the model the server really runs for it (the choice
 * "GPT_4" answers with gpt-4o by default), or the choice's own name when it is turned off.
 */
export function modelLabel(config: Config, model: ModelChoice): string {
  const r = route(config, model);
  return r ? (MODEL_NAMES[r.modelId] ?? r.modelId) : LABELS[model];
}

// A provider client is made once per configuration and model: every chat turn asks.
const made = new WeakMap<Config, Map<Model, LanguageModelV4 | undefined>>();

/**
 * The language model behind one of the model choices (docs/product.md#model-choices), or
 * undefined when not configured.
 */
export function languageModelFor(config: Config, model: Model): LanguageModelV4 | undefined {
  let models = made.get(config);
  if (!models) made.set(config, (models = new Map()));
  if (!models.has(model)) models.set(model, makeLanguageModel(config, model));
  return models.get(model);
}

function makeLanguageModel(config: Config, model: Model): LanguageModelV4 | undefined {
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
export function listModels(config: Config, t: Translate = english): ModelOption[] {
  const choices = MODEL_CHOICES.map((value): ModelOption => {
    const available = languageModelFor(config, value) !== undefined;
    return {
      value,
      label: modelLabel(config, value),
      available,
      reason: available ? null : t('assistant.model.notEnabled'),
    };
  });
  return [
    ...choices,
    { value: OFFLINE_MODEL, label: t('assistant.model.offline'), available: true, reason: null },
  ];
}

/** The default for a new activity: the first configured model, else the offline responder. */
export function defaultModel(config: Config): Model {
  return listModels(config).find((m) => m.available)?.value ?? OFFLINE_MODEL;
}

/** Whether a store can be used on this server; postgres and faiss always can. */
export function storeAvailable(config: Config, store: VectorStore): boolean {
  if (store === 'chroma') return config.stores.chroma !== undefined;
  if (store === 'pinecone') return config.stores.pinecone !== undefined;
  return true;
}

export function listVectorStores(config: Config, t: Translate = english) {
  return VECTOR_STORES.map((value) => {
    const available = storeAvailable(config, value);
    return { value, available, reason: available ? null : t('assistant.model.notEnabled') };
  });
}
