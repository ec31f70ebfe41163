import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import {
  AUDIT_ACTIONS,
  type AuditFilter,
  type CsvFile,
  csvFileName,
  localDateTime,
  toCsv,
} from '@teachchat/shared';
import { AuditEntry, type IAuditEntry } from '../../db/entities/audit-entry.ts';
import { type Translate, translator } from '../../texts/index.ts';

/** Midnight of `day` in `timeZone`, as an instant. */
export function dayStart(day: string, timeZone: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const wallClock = new Date(`${localDateTime(utcMidnight, timeZone).replace(' ', 'T')}Z`);
  return new Date(utcMidnight.getTime() - (wallClock.getTime() - utcMidnight.getTime()));
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The entries a filter matches: by actor, action, and school days (both ends included). */
export function auditWhere(filter: AuditFilter, timeZone: string): FilterQuery<IAuditEntry> {
  const createdAt: { $gte?: Date; $lt?: Date } = {};
  if (filter.from) createdAt.$gte = dayStart(filter.from, timeZone);
  if (filter.to) createdAt.$lt = dayStart(nextDay(filter.to), timeZone);
  return {
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.from || filter.to ? { createdAt } : {}),
  };
}

export interface AuditRow {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorName: string;
  actorRole: string | null;
  action: IAuditEntry['action'];
  actionLabel: string;
  subjectName: string | null;
  resourceType: string | null;
  resourceLabel: string | null;
  details: Record<string, unknown>;
  ip: string | null;
}

const toRow = (e: IAuditEntry): AuditRow => ({
  id: e.id,
  createdAt: e.createdAt,
  actorId: e.actorId ?? null,
  actorName: e.actorName,
  actorRole: e.actorRole ?? null,
  action: e.action,
  actionLabel: AUDIT_ACTIONS[e.action],
  subjectName: e.subjectName ?? null,
  resourceType: e.resourceType ?? null,
  resourceLabel: e.resourceLabel ?? null,
  details: e.details,
  ip: e.ip ?? null,
});

/** One page of entries, newest first. */
export async function listAudit(
  em: EntityManager,
  input: { filter: AuditFilter; page: number; pageSize: number },
  timeZone: string,
) {
  const [entries, total] = await em.findAndCount(AuditEntry, auditWhere(input.filter, timeZone), {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { rows: entries.map(toRow), total, page: input.page, pageSize: input.pageSize };
}

/** Who appears as an actor, for the Who filter. */
export async function auditActors(em: EntityManager) {
  const rows = await em
    .createQueryBuilder(AuditEntry, 'a')
    .select(['a.actorId', 'a.actorName'], true)
    .where({ actorId: { $ne: null } })
    .orderBy({ actorName: 'asc' })
    .limit(1000)
    .execute<{ actorId: string; actorName: string }[]>();
  return rows.map((r) => ({ id: r.actorId, name: r.actorName }));
}

export const AUDIT_EXPORT_LIMIT = 50_000;

/** Every entry the filter matches (up to 50,000), newest first, as CSV headed in `t`'s language. */
export async function auditCsv(
  em: EntityManager,
  filter: AuditFilter,
  timeZone: string,
  t: Translate = translator('en'),
): Promise<CsvFile> {
  const entries = await em.find(AuditEntry, auditWhere(filter, timeZone), {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: AUDIT_EXPORT_LIMIT,
  });
  const rows = entries.map(toRow);
  const csv = toCsv<AuditRow>(
    [
      {
        header: t('csv.time', { zone: timeZone }),
        value: (r) => localDateTime(r.createdAt, timeZone),
      },
      { header: t('csv.who'), value: (r) => r.actorName },
      { header: t('csv.role'), value: (r) => r.actorRole },
      { header: t('csv.action'), value: (r) => r.actionLabel },
      { header: t('csv.about'), value: (r) => r.subjectName },
      { header: t('csv.resource'), value: (r) => r.resourceType },
      { header: t('csv.resourceName'), value: (r) => r.resourceLabel },
      { header: t('csv.details'), value: (r) => JSON.stringify(r.details) },
      { header: t('csv.ip'), value: (r) => r.ip },
    ],
    rows,
  );
  return { fileName: csvFileName('audit', timeZone), csv, rowCount: rows.length };
}
