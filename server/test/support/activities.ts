import type { EntityManager } from '@mikro-orm/postgresql';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { addMaterial, type UploadedFile } from '../../src/rag/material.ts';
import { allocateContentCode } from '../../src/services/content-code.ts';
import type { TestApp } from './test-app.ts';

export const text = (s: string) => new TextEncoder().encode(s);

/** A published activity in a demo course, with material queued for ingestion (if any). */
export async function createActivity(
  app: TestApp,
  opts: {
    courseCode: string;
    title: string;
    files: UploadedFile[];
    model?: IActivity['model'];
    vectorStore?: IActivity['vectorStore'];
    studentInstructions?: string;
    assistantInstructions?: string;
  },
): Promise<IActivity> {
  const em = app.db.orm.em.fork() as EntityManager;
  const course = await em.findOneOrFail(Course, { courseCode: opts.courseCode });
  const activity = em.create(Activity, {
    course,
    title: opts.title,
    status: 'published',
    model: opts.model ?? 'offline',
    vectorStore: opts.vectorStore ?? 'postgres',
    temperature: 0.7,
    studentInstructions: opts.studentInstructions ?? null,
    assistantInstructions: opts.assistantInstructions ?? null,
    contentCode: await allocateContentCode(em, course.courseCode),
  });
  if (opts.files.length === 0) {
    await em.flush();
    return activity;
  }
  await addMaterial(em, activity, opts.files);
  await app.rag.enqueueIngestion(activity.id);
  return activity;
}

/** Waits until the activity's material has finished (ready or failed). */
export async function materialSettled(app: TestApp, activityId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const activity = await app.db.orm.em.fork().findOneOrFail(Activity, { id: activityId });
    if (activity.materialStatus === 'ready' || activity.materialStatus === 'failed')
      return activity;
    if (Date.now() > deadline)
      throw new Error(`material of ${activityId} still ${activity.materialStatus}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
