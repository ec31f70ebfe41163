import type { MessageKey, MessageValues } from '~/i18n/keys.ts';
import type { AssistantConfiguration } from '../common/admin-types.ts';

type Model = AssistantConfiguration['models'][number];
type Store = AssistantConfiguration['stores'][number];
/** A message whose numbered tags wrap setting names, shown as code. */
export type HowTo = { id: MessageKey; values?: MessageValues };

/** What a model choice runs on and the settings that enable it, or what to set. */
export function modelHowTo(m: Model): HowTo {
  const mapping = `${m.setting}=${m.route}`;
  if (!m.provider || !m.providerSetting) {
    return { id: 'admin.settings.assistant.modelOff', values: { mapping } };
  }
  const values = { mapping, provider: m.provider, setting: m.providerSetting };
  return m.available
    ? { id: 'admin.settings.assistant.modelEnabled', values }
    : { id: 'admin.settings.assistant.modelNeeds', values };
}

/** Whether a store is built in, configured, or what to set. */
export function storeHowTo(s: Store): HowTo {
  if (!s.setting) return { id: 'admin.settings.assistant.storeBuiltIn' };
  const values = { setting: s.setting };
  if (s.local) return { id: 'admin.settings.assistant.storeLocal', values };
  return s.available
    ? { id: 'admin.settings.assistant.storeEnabled', values }
    : { id: 'admin.settings.assistant.storeNeeds', values };
}

/** Which embedder the server uses, and what happens without its provider. */
export function embeddingsHowTo(e: AssistantConfiguration['embeddings']): HowTo {
  const values = { mapping: `${e.setting}=${e.configured}` };
  return e.configured === 'hashing'
    ? { id: 'admin.settings.assistant.embeddingsBuiltIn', values }
    : { id: 'admin.settings.assistant.embeddingsProvider', values };
}
