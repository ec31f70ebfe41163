import { defineEntity, p } from '@mikro-orm/core';
import { idColumn } from './columns.ts';

/** One run of the retention job (services/retention/run.ts): what it cleared, and when. */
export const RetentionRun = defineEntity({
  name: 'RetentionRun',
  tableName: 'retention_runs',
  properties: {
    id: idColumn(),
    startedAt: p.datetime().index(),
    finishedAt: p.datetime().nullable(),
    /** 'schedule' or 'admin' (Run now). */
    trigger: p.string().length(20),
    settings: p.json<Record<string, unknown>>(),
    counts: p.json<Record<string, number>>(),
    error: p.text().nullable(),
  },
});
export type IRetentionRun = InstanceType<typeof RetentionRun.class>;
