import type { EntityManager } from '@mikro-orm/postgresql';

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
  const rows = await em
    .getConnection()
    .execute<{ file_id: string; file_name: string; page: number | null; uses: string }[]>(
      `with cited as (
       select e->>'fileId' as file_id, (e->>'page')::int as page, count(*) as uses
         from conversations cv
         join messages m on m.conversation_id = cv.id and m.sender = 'assistant'
         cross join lateral jsonb_array_elements(m.citations) e
        where cv.activity_id = ?
        group by 1, 2
     ),
     pages as (select distinct c.file_id, c.page from chunks c where c.activity_id = ?)
     select f.id as file_id, f.original_name as file_name, p.page, coalesce(cited.uses, 0) as uses
       from activity_files f
       left join pages p on p.file_id = f.id
       left join cited on cited.file_id = f.id::text and cited.page is not distinct from p.page
      where f.activity_id = ?
      order by f.original_name, f.id, p.page nulls first`,
      [activityId, activityId, activityId],
    );
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
