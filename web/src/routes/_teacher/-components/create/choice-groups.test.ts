import { describe, expect, it } from 'vitest';
import { choiceGroups } from './choice-groups.ts';

const NOT_ENABLED = 'Not enabled on this server: ask your administrator';

describe('choiceGroups', () => {
  it('lists what the server can run first, the rest disabled under the reason, once', () => {
    const groups = choiceGroups([
      { value: 'GPT_4', label: 'GPT-4', available: false, reason: NOT_ENABLED },
      { value: 'LLama_3.1', label: 'Llama 3.1', available: true, reason: null },
      { value: 'Mistral', label: 'Mistral', available: false, reason: NOT_ENABLED },
      { value: 'offline', label: 'Offline responder', available: true, reason: null },
    ]);
    expect(groups).toEqual([
      {
        group: 'Available',
        items: [
          { value: 'LLama_3.1', label: 'Llama 3.1', disabled: false },
          { value: 'offline', label: 'Offline responder', disabled: false },
        ],
      },
      {
        group: NOT_ENABLED,
        items: [
          { value: 'GPT_4', label: 'GPT-4', disabled: true },
          { value: 'Mistral', label: 'Mistral', disabled: true },
        ],
      },
    ]);
  });
});
