import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { citationsOf } from './citations.ts';

export interface PageUse {
  /** Null for material without pages (text, Markdown, a table). */
  page: number | null;
  uses: number;
}

export interface FileUse {
  fileId: string;
  fileName: string;
  uses: number;
  pages: PageUse[];
}

/**
 * How often replies cited each file of the activity and each page of it that holds text
 * (a page without text cannot be found, so it is never counted as unused). Counted from
 * the sources saved with the replies; files and pages with 0 uses were never used.
 */
export async function materialUse(em: EntityManager, activityId: string): Promise<FileUse[]> {
  const rows = await kysely(em)
    .with('cited', (db) =>
      db
        .selectFrom('conversations as cv')
        .innerJoin('messages as m', (join) =>
          join.onRef('m.conversation_id', '=', 'cv.id').on('m.sender', '=', 'assistant'),
        )
        .crossJoinLateral(({ ref }) => citationsOf(ref('m.citations')))
        .select(({ eb, fn }) => [
          eb.ref('e.citation', '->>').key('fileId').as('file_id'),
          eb.cast<number | null>(eb.ref('e.citation', '->>').key('page'), 'integer').as('page'),
          fn.countAll<string>().as('uses'),
        ])
        .where('cv.activity_id', '=', activityId)
        .groupBy(({ eb }) => [
          eb.ref('e.citation', '->>').key('fileId'),
          eb.cast(eb.ref('e.citation', '->>').key('page'), 'integer'),
        ]),
    )
    .with('pages', (db) =>
      db
        .selectFrom('chunks as c')
        .select(['c.file_id', 'c.page'])
        .distinct()
        .where('c.activity_id', '=', activityId),
    )
    .selectFrom('activity_files as f')
    .leftJoin('pages as p', 'p.file_id', 'f.id')
    .leftJoin('cited', (join) =>
      join
        .on(({ eb }) => eb('cited.file_id', '=', eb.cast<string>('f.id', 'text')))
        .on(({ eb }) => eb('cited.page', 'is not distinct from', eb.ref('p.page'))),
    )
    .select(({ fn, lit }) => [
      'f.id as file_id',
      'f.original_name as file_name',
      'p.page',
      fn.coalesce('cited.uses', lit(0)).as('uses'),
    ])
    .where('f.activity_id', '=', activityId)
    .orderBy('f.original_name')
    .orderBy('f.id')
    .orderBy('p.page', (ob) => ob.nullsFirst())
    .execute();
  const files = new Map<string, FileUse>();
  for (const r of rows) {
    let file = files.get(r.file_id);
    if (!file) {
      file = { fileId: r.file_id, fileName: r.file_name, uses: 0, pages: [] };
      files.set(r.file_id, file);
    }
    const uses = Number(r.uses);
    file.uses += uses;
    if (r.page !== null) file.pages.push({ page: r.page, uses });
  }
  return [...files.values()];
}
