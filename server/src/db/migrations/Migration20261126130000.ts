import { Migration } from '@mikro-orm/migrations';

export class Migration20261126130000 extends Migration {
  override name = 'Migration20261126130000';

  override up(): void | Promise<void> {
    // A misspelt word took its spelling from whichever chunk a scan met first, so two
    // nodes (or two reads of a large activity) could correct it differently: each stem now
    // keeps its commonest spellings, counted as rag/vocabulary.ts counts them.
    this.addSql(`alter table "activity_terms" add "spellings" text[] not null default '{}';`);
    this.addSql(`with words as (
        select c."activity_id", lower(t.token) as word, count(*)::int as n
          from "chunks" c, ts_parse('default', concat_ws(' ', c."heading", c."text")) as t
         where t.tokid <> 12
         group by 1, 2
      ),
      ranked as (
        select w."activity_id", u.lexeme, w.word,
               row_number() over (partition by w."activity_id", u.lexeme order by w.n desc, w.word) as r
          from words w, unnest(to_tsvector('teachchat_english', w.word)) as u
         where 1 = any (u.positions)
      ),
      spellings as (
        select "activity_id", lexeme, array_agg(word order by r) as spellings
          from ranked where r <= 5 group by 1, 2
      )
      update "activity_terms" a set "spellings" = s.spellings
        from spellings s
       where a."activity_id" = s."activity_id" and a."lexeme" = s.lexeme;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "activity_terms" drop column "spellings";`);
  }
}
