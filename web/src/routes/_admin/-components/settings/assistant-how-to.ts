import type { AssistantConfiguration } from '../common/admin-types.ts';

type Model = AssistantConfiguration['models'][number];
type Store = AssistantConfiguration['stores'][number];
/** Words, and setting names to show as code. */
export type HowTo = (string | { code: string })[];

/** What a model choice runs on and the settings that enable it, or what to set. */
export function modelHowTo(m: Model): HowTo {
  const mapping = { code: `${m.setting}=${m.route}` };
  if (!m.provider || !m.providerSetting) {
    return [mapping, ': turned off. Set it to provider:model-id to offer it.'];
  }
  const provider = { code: m.providerSetting };
  return m.available
    ? [mapping, ` through ${m.provider}, enabled by `, provider, '.']
    : [mapping, ` needs ${m.provider}: set `, provider, ' to enable it.'];
}

/** Whether a store is built in, configured, or what to set. */
export function storeHowTo(s: Store): HowTo {
  if (!s.setting) return ['Built in: always available.'];
  const setting = { code: s.setting };
  if (s.local) {
    return [
      'The Chroma server bundled for development, started on this machine. Set ',
      setting,
      ' to use your own (required in production).',
    ];
  }
  return s.available ? ['Enabled by ', setting, '.'] : ['Set ', setting, ' to enable it.'];
}
