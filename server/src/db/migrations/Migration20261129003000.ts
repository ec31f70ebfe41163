import { Migration } from '@mikro-orm/migrations';

// PostgreSQL's text-search parser reads anything in angle brackets as a markup tag and
// drops it: "<ESC>", "<Enter>", the "<Integer>" of "ArrayList<Integer>", HTML's "<div>". In
// a manual of keys, generics or markup those are the words a student asks about. The text is
// searched with its angle brackets read as spaces (teachchat_searchable): the chunks' stems,
// the words counted for spelling, all of it, then counted again from the chunks.

const SEARCHABLE = `create or replace function "teachchat_searchable"("text" text) returns text
  language sql immutable parallel safe
  as $$ select regexp_replace("text", '[<>]', ' ', 'g') $$;`;

const TSV = (words: (column: string) => string) =>
  `(setweight(to_tsvector(teachchat_config(language), ${words("coalesce(heading, '')")}), 'A') || to_tsvector(teachchat_config(language), ${words('text')}))`;

export const searchable = (column: string) => `teachchat_searchable(${column})`;
const asWritten = (column: string) => column;

// The tokens of chunks' heading and text as the words are counted (the parser's blanks left
// out), by activity and language.
const TOKENS = (chunks: string, words: (column: string) => string) =>
  `select c.activity_id, c.language, lower(t.token) as word, count(*)::int as n
     from ${chunks} c, ts_parse('default', ${words("concat_ws(' ', c.heading, c.text)")}) as t
    where t.tokid <> 12
    group by 1, 2, 3`;

// Each word of new chunks under the stem its chunk's language gives it.
const wordsOfNewChunks = (words: (column: string) => string) =>
  `create or replace function "activity_words_of_new_chunks"() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(hashtext(a::text))
           from (select distinct activity_id as a from new_chunks order by 1) as x;
        insert into activity_words (activity_id, word, lexeme, n)
        select s.activity_id, s.word, s.lexeme, sum(s.n)::int
          from (select w.activity_id, w.word, u.lexeme, w.n
                  from (${TOKENS('new_chunks', words)}) as w(activity_id, language, word, n),
                       unnest(to_tsvector(teachchat_config(w.language), w.word)) as u
                 where 1 = any (u.positions)) as s
         group by 1, 2, 3
         order by 1, 2, 3
        on conflict (activity_id, word, lexeme) do update set n = activity_words.n + excluded.n;
        return null;
      end $$;`;

// Removed chunks take their words' counts with them; an activity left without chunks loses
// its words without its text being parsed again.
const wordsOfOldChunks = (words: (column: string) => string) =>
  `create or replace function "activity_words_of_old_chunks"() returns trigger language plpgsql as $$
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
          select g.activity_id, g.word, sum(g.n)::int as n
            from (${TOKENS('old_chunks', words)}) as g
            join kept k on k.activity_id = g.activity_id
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
      end $$;`;

/** The chunks' stems, their words and every activity's vocabulary, read with `words`, each
 * stem with its `spellingsKept` commonest spellings. */
export function readWith(
  migration: Migration,
  words: (column: string) => string,
  spellingsKept = 5,
): void {
  migration.addSql(`drop index if exists "chunks_tsv_index";`);
  migration.addSql(`alter table "chunks" drop column "tsv";`);
  migration.addSql(
    `alter table "chunks" add "tsv" tsvector generated always as ${TSV(words)} stored null;`,
  );
  migration.addSql(`create index "chunks_tsv_index" on "chunks" using gin ("tsv");`);
  migration.addSql(wordsOfNewChunks(words));
  migration.addSql(wordsOfOldChunks(words));
  migration.addSql(`delete from "activity_words";`);
  migration.addSql(`insert into "activity_words" ("activity_id", "word", "lexeme", "n")
    select w.activity_id, w.word, u.lexeme, sum(w.n)::int
      from (${TOKENS('chunks', words)}) as w,
           unnest(to_tsvector(teachchat_config(w.language), w.word)) as u
     where 1 = any (u.positions)
     group by 1, 2, 3;`);
  migration.addSql(`delete from "activity_terms";`);
  migration.addSql(`insert into "activity_terms" ("activity_id", "lexeme", "df", "spellings")
    select f.activity_id, f.lexeme, f.df, coalesce(s.spellings, '{}')
      from (select c.activity_id, l as lexeme, count(*)::int as df
              from chunks c, unnest(tsvector_to_array(c.tsv)) as l
             group by 1, 2) as f
      left join (select activity_id, lexeme, array_agg(word order by r) as spellings
                   from (select activity_id, lexeme, word,
                                row_number() over (partition by activity_id, lexeme order by n desc, word) as r
                           from activity_words) as ranked
                  where r <= ${spellingsKept}
                  group by 1, 2) as s on s.activity_id = f.activity_id and s.lexeme = f.lexeme;`);
  // A new stamp: every node's material cache reads the activities again.
  migration.addSql(
    `update "activities" set "updated_at" = now() where "id" in (select "activity_id" from "chunks");`,
  );
}

export class Migration20261129003000 extends Migration {
  override name = 'Migration20261129003000';

  override up(): void | Promise<void> {
    this.addSql(SEARCHABLE);
    readWith(this, searchable);
  }

  override down(): void | Promise<void> {
    readWith(this, asWritten);
    this.addSql(`drop function "teachchat_searchable"(text);`);
  }
}
