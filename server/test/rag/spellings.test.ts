import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAnswerActivity } from '../../src/chat/asking.ts';
import { Activity } from '../../src/db/entities/activity.ts';
import { retrieve, type RetrievalDeps, type SearchedActivity } from '../../src/rag/retrieve.ts';
import { createMaterialCache } from '../../src/rag/search/material-cache.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { httpClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A misspelt word is searched in the material's spelling of it (rag/vocabulary.ts counts
 * each stem's spellings; search/vocabulary-lookup.ts picks one): the one closest to what
 * was typed, the commonest on a tie, whatever order the material came in, and alike on
 * the SQL path and with the lexical legs in memory; as the material changes, the words of
 * what was added count and those of what was removed no longer do.
 */
const FIRST = {
  name: 'signals.txt',
  bytes: text('Signals propagated through the network. The cables connected both rooms.'),
};
const SECOND = {
  name: 'waves.txt',
  bytes: text(
    [
      'Propagation of sound needs a medium. Propagation is slower in air than in water.',
      'Wave propagation follows the same rules. The hub connects every port.',
      'Each port connects one cable, and a switch connects the hosts. Connect the cable first.',
    ].join('\n\n'),
  ),
};
// What a student types, and what is searched.
const QUESTIONS = [
  // The spelling closest to what was typed.
  ['How does propogation work?', 'How does propagation work?'],
  // …even the material's rarest spelling of the word.
  ['What was propogated through the network?', 'What was propagated through the network?'],
  // "connect", "connected" and "connects" are two edits away: the commonest wins.
  ['What does the hub conecte?', 'What does the hub connects?'],
] as const;

let app: TestApp;
const deps = (): RetrievalDeps => ({
  orm: app.db.orm,
  embedder: app.rag.embedder,
  store: app.rag.store,
});

async function activityWith(title: string, files: (typeof FIRST)[]): Promise<SearchedActivity> {
  const created = await createActivity(app, { courseCode: 'CS101', title, files });
  expect((await materialSettled(app, created.id, 60_000)).materialStatus).toBe('ready');
  const row = await (app.db.orm.em.fork() as EntityManager).findOneOrFail(
    Activity,
    { id: created.id },
    { populate: ['course'] },
  );
  const { vectorStore, materialStamp } = toAnswerActivity(row);
  return { id: created.id, vectorStore, materialStamp };
}

beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('the spelling a misspelt word is searched in', () => {
  it('is the closest to what was typed, the commonest on a tie, whatever the order of the material', async () => {
    const inOrder = await activityWith('Waves', [FIRST, SECOND]);
    const reversed = await activityWith('Waves again', [SECOND, FIRST]);
    for (const activity of [inOrder, reversed]) {
      for (const [typed, searched] of QUESTIONS) {
        expect((await retrieve(deps(), activity, typed)).searched).toBe(searched);
      }
    }
  });

  it('is the same on the SQL path and with the lexical legs in memory', async () => {
    const activity = await activityWith('Waves for two paths', [FIRST, SECOND]);
    // Two nodes: one searches in PostgreSQL, the other holds the activity's index.
    const cache = createMaterialCache({ lexicalIndexBytes: 2 ** 26 });
    expect(
      await cache.lexical.ready(app.db.orm, activity.id, activity.materialStamp ?? ''),
    ).toBeDefined();
    for (const [typed, searched] of QUESTIONS) {
      const inMemory = await retrieve({ ...deps(), cache }, activity, typed);
      expect(inMemory.searched).toBe(searched);
      expect(inMemory.chunks.some((c) => c.legs.misspelling !== null)).toBe(true);
      expect(inMemory).toEqual(await retrieve(deps(), activity, typed));
    }
  });
});

describe('the spellings, as a teacher adds, edits and removes a note', () => {
  it('count the note while it is there, and only then', async () => {
    const activity = await activityWith('Waves with a note', [SECOND]);
    const maria = httpClient(app, {
      cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie,
    });
    const searched = async () =>
      (await retrieve(deps(), activity, 'What was propogated through the network?')).searched;
    const notesReady = () =>
      expect
        .poll(async () =>
          (await maria.teacher.notes.list.query({ activityId: activity.id })).map((n) => n.status),
        )
        .toEqual(['ready']);
    // The material's one spelling of the stem.
    expect(await searched()).toBe('What was propagation through the network?');

    const note = await maria.teacher.notes.create.mutate({
      activityId: activity.id,
      title: 'Signals',
      text: 'Signals propagated through the network.',
    });
    await notesReady();
    expect(await searched()).toBe('What was propagated through the network?');

    const edited = await maria.teacher.notes.update.mutate({
      noteId: note.id,
      title: 'Signals',
      text: 'The network propagates signals.',
    });
    await notesReady();
    expect(await searched()).toBe('What was propagates through the network?');

    await maria.teacher.notes.remove.mutate({ noteId: edited.id });
    expect(await searched()).toBe('What was propagation through the network?');
  });
});

describe('misspellings beyond one word', () => {
  const LINEAR_ALGEBRA = {
    name: 'matrices.md',
    bytes: text(
      [
        '# Eigenvectors',
        'The eigenvectors of a matrix are the vectors it only stretches. Recursion is not needed to find them.',
        '# Frames',
        'A frame of reference fixes the axes. The capital letters name matrices.',
        'A studio is where the matrices were first drawn.',
      ].join('\n\n'),
    ),
  };

  it('joins a word split in two, and mends a misspelt ending', async () => {
    const activity = await activityWith('Matrices', [LINEAR_ALGEBRA]);
    const split = await retrieve(deps(), activity, 'what are eigen vectrs?');
    expect(split.searched).toBe('what are eigenvectors?');
    expect(split.covered).toBe(true);
    expect((await retrieve(deps(), activity, 'is recursoin needed?')).searched).toBe(
      'is recursion needed?',
    );
  });

  it('searches two words the material writes as one in that form too, keeping both', async () => {
    const activity = await activityWith('Bodies', [
      { name: 'paint.txt', bytes: text('Black paint covers the body of the car.') },
      { name: 'radiation.txt', bytes: text('A blackbody emits thermal radiation.') },
    ]);
    const spaced = await retrieve(deps(), activity, 'what is a black body?');
    const blackbody = spaced.chunks.find((c) => c.fileName === 'radiation.txt');
    expect(blackbody?.coverage).toBe(1);
    expect(spaced.chunks.find((c) => c.fileName === 'paint.txt')?.coverage).toBe(1);
  });

  it('splits two words of the material written as one', async () => {
    const activity = await activityWith('Environments', [
      { name: 'venv.txt', bytes: text('A virtual environment keeps the packages of one project.') },
    ]);
    const joined = await retrieve(deps(), activity, 'what is a virtualenvironment?');
    expect(joined.searched).toBe('what is a virtual environment?');
    expect(joined.covered).toBe(true);
  });

  it('never turns a proper name into a word of the material', async () => {
    const activity = await activityWith('Matrices and frames', [LINEAR_ALGEBRA]);
    const france = await retrieve(deps(), activity, 'What is the capital of France?');
    expect(france.searched).toBe('What is the capital of France?');
    expect(france.covered).toBe(false);
    // A name the material lacks is never turned into a word of the material ("studio").
    const named = await retrieve(deps(), activity, 'How do I install RStudio in my frame?');
    expect(named.searched).toBe('How do I install RStudio in my frame?');
    expect(named.covered).toBe(false);
  });

  it('takes a name the material spells otherwise by one swapped letter for its name', async () => {
    const activity = await activityWith('Radiation', [
      {
        name: 'blackbody.md',
        bytes: text(
          "# Wien's law\n\nWien's law says that the peak wavelength of a blackbody falls as its temperature rises.\n\n# Data\n\nA data frame holds columns of equal length.",
        ),
      },
    ]);
    const wien = await retrieve(deps(), activity, "What does Wein's law say?");
    expect(wien.covered).toBe(true);
    expect(wien.searched.toLowerCase()).toContain("wien's law");
    // An identifier is looked up as written, never as a word of the material.
    const identifier = await retrieve(
      deps(),
      activity,
      'How do I read a CSV into a pandas DataFrame?',
    );
    expect(identifier.searched).toContain('DataFrame');
  });
});
