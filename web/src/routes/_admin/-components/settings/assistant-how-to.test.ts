import { describe, expect, it } from 'vitest';
import { t } from '~/i18n/t.ts';
import { type HowTo, modelHowTo, storeHowTo } from './assistant-how-to.ts';

// The message as it reads, with the setting names its tags wrap between backticks.
const plain = ({ id, values }: HowTo) => t(id, values).replace(/<\/?\d+>/g, '`');

const gpt4 = {
  value: 'GPT_4' as const,
  label: 'GPT-4',
  setting: 'LLM_GPT_4',
  route: 'openai:gpt-4o',
  provider: 'OpenAI',
  providerSetting: 'OPENAI_API_KEY' as const,
  available: false,
};

describe('assistant settings for admins', () => {
  it('names the setting that enables a model', () => {
    expect(plain(modelHowTo(gpt4))).toBe(
      '`LLM_GPT_4=openai:gpt-4o` needs OpenAI: set `OPENAI_API_KEY` to enable it.',
    );
    expect(plain(modelHowTo({ ...gpt4, available: true }))).toBe(
      '`LLM_GPT_4=openai:gpt-4o` through OpenAI, enabled by `OPENAI_API_KEY`.',
    );
    expect(
      plain(modelHowTo({ ...gpt4, route: 'off', provider: null, providerSetting: null })),
    ).toBe('`LLM_GPT_4=off`: turned off. Set it to provider:model-id to offer it.');
  });

  it('names the setting that enables a store', () => {
    const pinecone = { value: 'pinecone' as const, setting: 'PINECONE_API_KEY', local: false };
    expect(plain(storeHowTo({ ...pinecone, available: false }))).toBe(
      'Set `PINECONE_API_KEY` to enable it.',
    );
    expect(plain(storeHowTo({ ...pinecone, available: true }))).toBe(
      'Enabled by `PINECONE_API_KEY`.',
    );
    expect(
      plain(storeHowTo({ value: 'postgres', setting: null, available: true, local: false })),
    ).toBe('Built in: always available.');
  });
});
