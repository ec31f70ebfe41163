import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIVE,
  applyMaterialEvent,
  fileStateLabel,
  mergeMaterialFiles,
  mergeMaterialStatus,
  type FileProgress,
} from './material-progress.ts';

const file = (over: Partial<FileProgress> = {}): FileProgress => ({
  id: 'f1',
  name: 'notes.pdf',
  status: 'pending',
  progress: 0,
  error: null,
  ...over,
});

describe('material progress', () => {
  it('lays live events over the fetched files', () => {
    let live = applyMaterialEvent(EMPTY_LIVE, {
      activityId: 'a',
      materialStatus: 'processing',
      file: file({ status: 'indexing', progress: 40 }),
    });
    const fetched = [{ ...file(), kind: 'pdf' }];
    expect(mergeMaterialFiles(fetched, live)).toEqual([
      { ...file({ status: 'indexing', progress: 40 }), kind: 'pdf' },
    ]);
    live = applyMaterialEvent(live, {
      activityId: 'a',
      materialStatus: 'failed',
      file: file({ status: 'failed', progress: 40, error: 'No text found' }),
    });
    expect(mergeMaterialStatus('processing', live)).toBe('failed');
    expect(fileStateLabel(mergeMaterialFiles(fetched, live)[0] ?? file())).toBe(
      'Failed: No text found',
    );
  });

  it('never moves a file backwards when reports arrive out of order', () => {
    let live = applyMaterialEvent(EMPTY_LIVE, {
      activityId: 'a',
      materialStatus: 'ready',
      file: file({ status: 'ready', progress: 100 }),
    });
    live = applyMaterialEvent(live, {
      activityId: 'a',
      materialStatus: 'processing',
      file: file({ status: 'parsing', progress: 10 }),
    });
    expect(live.files.f1?.status).toBe('ready');
    expect(live.materialStatus).toBe('ready');
    // A fetched state that is further along than the events wins too.
    const fetched = [file({ status: 'ready', progress: 100 })];
    const behind = applyMaterialEvent(EMPTY_LIVE, {
      activityId: 'a',
      materialStatus: 'processing',
      file: file({ status: 'indexing', progress: 50 }),
    });
    expect(mergeMaterialFiles(fetched, behind)[0]).toBe(fetched[0]);
  });

  it('labels each step', () => {
    expect(fileStateLabel(file({ status: 'indexing', progress: 42.4 }))).toBe('Indexing 42%');
    expect(fileStateLabel(file({ status: 'ready', progress: 100 }))).toBe('Ready');
    expect(fileStateLabel(file({ status: 'pending' }))).toBe('Waiting 0%');
  });
});
