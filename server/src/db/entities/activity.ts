import { defineEntity, p } from '@mikro-orm/core';
import { ACTIVITY_STATUSES, MATERIAL_STATUSES, MODELS, VECTOR_STORES } from '@teachchat/shared';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { Course } from './course.ts';

export const Activity = defineEntity({
  name: 'Activity',
  tableName: 'activities',
  checks: [
    { name: 'activities_temperature_check', expression: 'temperature >= 0 and temperature <= 1' },
  ],
  properties: {
    id: idColumn(),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    title: p.string().length(200),
    description: p.text().default(''),
    status: p.enum(ACTIVITY_STATUSES).default('draft').index(),
    model: p.enum(MODELS),
    vectorStore: p.enum(VECTOR_STORES).default('postgres'),
    temperature: p.decimal('number').precision(2).scale(1).default(0.7),
    startDate: p.datetime().nullable(),
    endDate: p.datetime().nullable(),
    estimatedMinutes: p.integer().nullable(),
    // Allocated by the database (see the migration) so concurrent creates never collide.
    contentCode: p.string().length(48).unique(),
    /** What the student's Instructions button shows. */
    studentInstructions: p.text().nullable(),
    /** Private guidance for the model's system prompt: never sent to students. */
    assistantInstructions: p.text().nullable(),
    /** Protected answers (final results of its problems): no reply to a student gives one. */
    answerKeys: p.json<string[]>().default([]),
    materialStatus: p.enum(MATERIAL_STATUSES).default('pending'),
    // The embedder whose vectors the chunks hold; a different one means re-embedding.
    embeddingModel: p.string().length(200).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IActivity = InstanceType<typeof Activity.class>;
