import { Migration } from '@mikro-orm/migrations';

export class Migration20261126130000 extends Migration {
  override name = 'Migration20261126130000';

  override up(): void | Promise<void> {
    // A misspelt word took its spelling from whichever chunk a scan met first, so two
    // nodes (or two reads of a large activity) could correct it differently: each stem now
    // keeps its commonest spellings, counted from activity_words (rag/vocabulary.ts).
    this.addSql(`alter table "activity_terms" add "spellings" text[] not null default '{}';`);
    // Each word of an activity's chunks as written (the text search parser's tokens, lower
    // case; token type 12 is blank) with its first stem and how often it occurs, kept by
    // the database as chunks come and go: counting them at the vocabulary's refresh parsed
    // the whole material again each time.
    this.addSql(
      `create table "activity_words" ("activity_id" uuid not null, "word" text not null, "lexeme" text not null, "n" int not null, constraint "activity_words_pkey" primary key ("activity_id", "word", "lexeme"));`,
    );
    this.addSql(
      `alter table "activity_words" add constraint "activity_words_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on update cascade on delete cascade;`,
    );
    // Two writers of one activity's chunks take turns (the vocabulary's lock): their counts
    // would otherwise lock the same words in different orders.
    this.addSql(`create function "activity_words_of_new_chunks"() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(hashtext(a::text))
           from (select distinct activity_id as a from new_chunks order by 1) as x;
        insert into activity_words (activity_id, word, lexeme, n)
        select w.activity_id, w.word, u.lexeme, w.n
          from (select n.activity_id, lower(t.token) as word, count(*)::int as n
                  from new_chunks n, ts_parse('default', concat_ws(' ', n.heading, n.text)) as t
                 where t.tokid <> 12
                 group by 1, 2) as w,
               unnest(to_tsvector('teachchat_english', w.word)) as u
         where 1 = any (u.positions)
         order by 1, 2, 3
        on conflict (activity_id, word, lexeme) do update set n = activity_words.n + excluded.n;
        return null;
      end $$;`);
    // An activity left without chunks (its material or itself removed) loses its words
    // without its text being parsed again.
    this.addSql(`create function "activity_words_of_old_chunks"() returns trigger language plpgsql as $$
      declare
        emptied_activity uuid[];
        emptied_word text[];
      begin
        perform pg_advisory_xact_lock(hashtext(a::text))
           from (select distinct activity_id as a from old_chunks order by 1) as x;
        delete from activity_words w
         using (select distinct activity_id from old_chunks) as o
         where w.activity_id = o.activity_id
           and not exists (select 1 from chunks c where c.activity_id = o.activity_id);
        with kept as (
          select o.activity_id
            from (select distinct activity_id from old_chunks) as o
           where exists (select 1 from chunks c where c.activity_id = o.activity_id)
        ),
        gone as (
          select o.activity_id, lower(t.token) as word, count(*)::int as n
            from old_chunks o
            join kept k on k.activity_id = o.activity_id,
                 ts_parse('default', concat_ws(' ', o.heading, o.text)) as t
           where t.tokid <> 12
           group by 1, 2
        ),
        counted as (
          update activity_words w set n = w.n - g.n
            from gone g
           where w.activity_id = g.activity_id and w.word = g.word
          returning w.activity_id, w.word, w.n
        )
        select array_agg(activity_id), array_agg(word) into emptied_activity, emptied_word
          from counted where n <= 0;
        delete from activity_words w
         using unnest(emptied_activity, emptied_word) as e(activity_id, word)
         where w.activity_id = e.activity_id and w.word = e.word and w.n <= 0;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "chunks_activity_words" after insert on "chunks" referencing new table as new_chunks for each statement execute function "activity_words_of_new_chunks"();`,
    );
    this.addSql(
      `create trigger "chunks_activity_words_gone" after delete on "chunks" referencing old table as old_chunks for each statement execute function "activity_words_of_old_chunks"();`,
    );
    this.addSql(`insert into "activity_words" ("activity_id", "word", "lexeme", "n")
      select w.activity_id, w.word, u.lexeme, w.n
        from (select c."activity_id", lower(t.token) as word, count(*)::int as n
                from "chunks" c, ts_parse('default', concat_ws(' ', c."heading", c."text")) as t
               where t.tokid <> 12
               group by 1, 2) as w,
             unnest(to_tsvector('teachchat_english', w.word)) as u
       where 1 = any (u.positions);`);
    this.addSql(`update "activity_terms" a set "spellings" = s.spellings
        from (select "activity_id", lexeme, array_agg(word order by r) as spellings
                from (select "activity_id", lexeme, word,
                             row_number() over (partition by "activity_id", lexeme order by n desc, word) as r
                        from "activity_words") as ranked
               where r <= 5
               group by 1, 2) as s
       where a."activity_id" = s."activity_id" and a."lexeme" = s.lexeme;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "chunks_activity_words_gone" on "chunks";`);
    this.addSql(`drop trigger if exists "chunks_activity_words" on "chunks";`);
    this.addSql(`drop function if exists "activity_words_of_old_chunks"();`);
    this.addSql(`drop function if exists "activity_words_of_new_chunks"();`);
    this.addSql(`drop table if exists "activity_words" cascade;`);
    this.addSql(`alter table "activity_terms" drop column "spellings";`);
  }
}
