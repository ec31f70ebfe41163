import type { EntityManager } from '@mikro-orm/postgresql';
import type { Model } from '@teachchat/shared';
import { Activity } from '../db/entities/activity.ts';
import { Course } from '../db/entities/course.ts';
import { writePdf } from '../rag/ingest/pdf-writer.ts';
import { addMaterial, type UploadedFile } from '../rag/material.ts';
import type { RagService } from '../rag/service.ts';
import { allocateContentCode } from './content-code.ts';
import { EIGENVALUES_MD } from './demo-material/eigenvalues.ts';
import { COMPLEXITY_CSV, HASH_TABLES_TXT } from './demo-material/hash-tables.ts';
import { SEARCHING_AND_SORTING_PAGES } from './demo-material/searching-and-sorting.ts';

const DAY = 24 * 60 * 60 * 1000;
const text = (s: string) => new TextEncoder().encode(s);

const ACTIVITIES: {
  courseCode: string;
  title: string;
  description: string;
  studentInstructions: string;
  assistantInstructions: string;
  dueInDays: number;
  estimatedMinutes: number;
  files: () => UploadedFile[];
}[] = [
  {
    courseCode: 'CS101',
    title: 'Week 3: Searching and sorting',
    description:
      'Ask the assistant about linear and binary search and the simple sorting algorithms.',
    studentInstructions:
      'Ask how linear and binary search work and when each applies, then trace insertion sort on a short list of your own. Submit when you can explain why binary search needs a sorted list.',
    assistantInstructions:
      'Help students reason step by step. Ask them to trace algorithms on small lists rather than giving final answers to the practice questions.',
    dueInDays: 10,
    estimatedMinutes: 30,
    files: () => [
      {
        name: 'week3-searching-and-sorting.pdf',
        bytes: writePdf(SEARCHING_AND_SORTING_PAGES, { title: 'Week 3: Searching and Sorting' }),
      },
    ],
  },
  {
    courseCode: 'MATH201',
    title: 'Eigenvalues and eigenvectors',
    description: 'Work through the characteristic equation, a worked example and diagonalisation.',
    studentInstructions:
      'Work through the worked example with the assistant, then try the characteristic equation on a 2x2 matrix of your own. Submit when you can diagonalise it.',
    assistantInstructions: 'Show calculations in full and check answers by multiplying back.',
    dueInDays: 14,
    estimatedMinutes: 45,
    files: () => [{ name: 'eigenvalues.md', bytes: text(EIGENVALUES_MD) }],
  },
  {
    courseCode: 'CS201',
    title: 'Hash tables',
    description:
      'How hash tables reach constant-time lookups, collisions, load factor and resizing.',
    studentInstructions:
      'Explore how a hash table finds a key, what happens on a collision, and why tables resize. Submit when you can explain the load factor in your own words.',
    assistantInstructions: 'Relate answers to Python dict and set where it helps.',
    dueInDays: 21,
    estimatedMinutes: 40,
    files: () => [
      { name: 'hash-tables.txt', bytes: text(HASH_TABLES_TXT) },
      { name: 'complexity-table.csv', bytes: text(COMPLEXITY_CSV) },
    ],
  },
];

/**
 * One published activity per demo course with real material, ingested in the background
 * at first start so a new user can chat at once (with the offline responder if no model
 * provider is configured).
 */
export async function addDemoActivities(
  em: EntityManager,
  rag: Pick<RagService, 'enqueueIngestion'>,
  model: Model,
) {
  for (const a of ACTIVITIES) {
    const course = await em.findOne(Course, { courseCode: a.courseCode });
    if (!course) continue;
    const activity = em.create(Activity, {
      course,
      title: a.title,
      description: a.description,
      studentInstructions: a.studentInstructions,
      assistantInstructions: a.assistantInstructions,
      status: 'published',
      model,
      vectorStore: 'postgres',
      temperature: 0.7,
      startDate: new Date(Date.now() - 2 * DAY),
      endDate: new Date(Date.now() + a.dueInDays * DAY),
      estimatedMinutes: a.estimatedMinutes,
      contentCode: await allocateContentCode(em, course.courseCode),
    });
    await addMaterial(em, activity, a.files());
    await rag.enqueueIngestion(activity.id);
  }
}
