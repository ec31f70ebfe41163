import { describe, expect, it } from 'vitest';
import type { SearchedActivity } from '../rag/retrieve.ts';
import { createEarlySearches } from './early-search.ts';

const activity = (materialStamp: string): SearchedActivity => ({
  id: 'activity-1',
  vectorStore: 'postgres',
  materialStamp,
});

function searches() {
  const started: { activity: SearchedActivity; question: string }[] = [];
  const early = createEarlySearches((a, question) => {
    started.push({ activity: a, question });
    return { activity: a, question, retrieval: Promise.resolve(null) };
  });
  return { early, started };
}
const idle = () => false;

describe('searches started beside the send', () => {
  it('start only for a student whose last send here was answered, once per answer', () => {
    const { early, started } = searches();
    expect(early.begin('aisha', 'activity-1', 'What is entropy?', idle)).toBeUndefined();
    early.allow('aisha', 'conversation-1', activity('stamp-1'));
    expect(early.begin('lucas', 'activity-1', 'What is entropy?', idle)).toBeUndefined();
    expect(early.begin('aisha', 'activity-2', 'What is entropy?', idle)).toBeUndefined();
    expect(early.begin('aisha', 'activity-1', 'What is entropy?', idle)).toBeDefined();
    // That send may be refused: the next one searches after its statement.
    expect(early.begin('aisha', 'activity-1', 'What is entropy?', idle)).toBeUndefined();
    expect(started).toEqual([{ activity: activity('stamp-1'), question: 'What is entropy?' }]);
  });

  it('wait while the conversation has a reply being written, which refuses the send', () => {
    const { early } = searches();
    early.allow('aisha', 'conversation-1', activity('stamp-1'));
    const busy = (id: string) => id === 'conversation-1';
    expect(early.begin('aisha', 'activity-1', 'Why?', busy)).toBeUndefined();
    expect(early.begin('aisha', 'activity-1', 'Why?', idle)).toBeDefined();
  });

  it('search the material as this node last searched it, for every student', () => {
    const { early, started } = searches();
    early.allow('aisha', 'conversation-1', activity('stamp-1'));
    early.allow('lucas', 'conversation-2', activity('stamp-2'));
    early.begin('aisha', 'activity-1', 'What is entropy?', idle);
    expect(started.map((s) => s.activity.materialStamp)).toEqual(['stamp-2']);
  });
});
