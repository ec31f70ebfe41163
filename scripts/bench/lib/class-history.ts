import type { EntityManager } from '@mikro-orm/postgresql';
import type { Citation } from '@teachchat/shared';
import { Chunk } from '@teachchat/server/bench-api';
import { Conversation } from '@teachchat/server/bench-api';
import { Message } from '@teachchat/server/bench-api';
import type { Orm } from '@teachchat/server/bench-api';
import { OFFLINE_NOTHING } from '@teachchat/server/bench-api';
import { loadOffMaterial } from './questions.ts';

// Questions on the CS101 demo material (searching and sorting), as a class might ask them.
export const ON_MATERIAL = [
  'How does binary search find the middle element?',
  'Why does binary search only work on a sorted list?',
  'What is the worst case of linear search?',
  'How many comparisons does binary search need for a million names?',
  'Why is it low <= high and not low < high in binary search?',
  'How does selection sort pick the smallest item?',
  'Is selection sort faster than insertion sort?',
  'When is insertion sort a good choice?',
  'How does merge sort split the list?',
  'Why is merge sort O(n log n)?',
  'What does stable sorting mean?',
  'Is Python sorted() stable?',
  'What does the key argument of sorted do?',
  'What is the difference between sort() and sorted()?',
  'Why does linear search return -1?',
  'What happens when the target is missing in binary search?',
  'How do I sort a list of names by length?',
  'Which sort should I use for an almost sorted list?',
  'What does O(log n) mean for binary search?',
  'How does merge sort merge two sorted halves?',
];

/** A small deterministic generator: the same class every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export interface ClassHistory {
  questions: number;
  messages: number;
  submitted: number;
}

/**
 * A term of chat in one activity: each student asks `turns` questions over 30 days (about
 * one in ten off the material, answered "not covered"), each answered with one to three
 * cited passages of its material; some answers liked or disliked, 60% of students submit.
 */
export async function seedClassHistory(
  orm: Orm,
  opts: { activityId: string; studentIds: string[]; turns: number },
): Promise<ClassHistory> {
  const next = random(16);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const offMaterial = loadOffMaterial();
  const chunks = await (orm.em.fork() as EntityManager).find(
    Chunk,
    { activity: opts.activityId },
    { populate: ['file'], fields: ['id', 'page', 'text', 'file.id', 'file.originalName'] },
  );
  const cite = (index: number): Citation => {
    const chunk = pick(chunks);
    const { file } = chunk;
    return {
      index,
      fileId: file.id,
      fileName: file.originalName,
      page: chunk.page ?? null,
      text: chunk.text,
    };
  };
  const start = Date.now() - 30 * 24 * 60 * 60 * 1000;
  let submitted = 0;
  for (const studentId of opts.studentIds) {
    const em = orm.em.fork() as EntityManager;
    const submits = next() < 0.6;
    const conversation = em.create(Conversation, {
      activity: opts.activityId,
      student: studentId,
      status: submits ? 'completed' : 'in_progress',
    });
    let at = start + next() * 20 * 24 * 60 * 60 * 1000;
    for (let turn = 0; turn < opts.turns; turn++) {
      at += next() * 12 * 60 * 60 * 1000;
      const covered = next() > 0.1;
      const feedback = next();
      em.create(Message, {
        conversation,
        sender: 'user',
        content: covered ? pick(ON_MATERIAL) : pick(offMaterial),
        createdAt: new Date(at),
      });
      em.create(Message, {
        conversation,
        sender: 'assistant',
        content: covered ? 'From the course material: … [1]' : OFFLINE_NOTHING,
        citations: covered
          ? Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => cite(i + 1))
          : [],
        covered,
        offline: true,
        feedback: feedback < 0.1 ? 'like' : feedback < 0.15 ? 'dislike' : null,
        createdAt: new Date(at + 4000),
      });
    }
    conversation.lastMessageAt = new Date(at + 4000);
    if (submits) {
      conversation.submittedAt = new Date(at + 60_000);
      submitted++;
    }
    await em.flush();
  }
  // As autovacuum would soon after: the planner's statistics of a class that has chatted.
  await orm.em.getConnection().execute('analyze');
  const questions = opts.studentIds.length * opts.turns;
  return { questions, messages: questions * 2, submitted };
}
