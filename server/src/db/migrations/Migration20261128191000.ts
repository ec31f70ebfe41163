import { Migration } from '@mikro-orm/migrations';

// The material languages with a configuration of their own (rag/search/languages.ts), by
// ISO 639-1 code: PostgreSQL's Snowball stemmer of that language after unaccent, without a
// stop list (the search decides per question which stop words to use, as in English).
const LANGUAGES = {
  es: 'spanish',
  fr: 'french',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
};
const TOKENS = 'asciiword, asciihword, hword_asciipart, word, hword, hword_part';

// The words of new chunks, each stemmed in its chunk's language, or all in English as
// Migration20261126130000 had them.
const wordsOfNewChunks = (
  perLanguage: boolean,
) => `create or replace function "activity_words_of_new_chunks"() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(hashtext(a::text))
           from (select distinct activity_id as a from new_chunks order by 1) as x;
        insert into activity_words (activity_id, word, lexeme, n)
        select s.activity_id, s.word, s.lexeme, sum(s.n)::int
          from (select w.activity_id, w.word, u.lexeme, w.n
                  from (select n.activity_id, ${perLanguage ? 'n.language' : `'en'`}, lower(t.token) as word, count(*)::int as n
                          from new_chunks n, ts_parse('default', concat_ws(' ', n.heading, n.text)) as t
                         where t.tokid <> 12
                         group by 1, 2, 3) as w(activity_id, language, word, n),
                       unnest(to_tsvector(${perLanguage ? 'teachchat_config(w.language)' : `'teachchat_english'`}, w.word)) as u
                 where 1 = any (u.positions)) as s
         group by 1, 2, 3
         order by 1, 2, 3
        on conflict (activity_id, word, lexeme) do update set n = activity_words.n + excluded.n;
        return null;
      end $$;`;

const TSV = (config: string) =>
  `(setweight(to_tsvector(${config}, coalesce(heading, '')), 'A') || to_tsvector(${config}, text))`;

export class Migration20261128191000 extends Migration {
  override name = 'Migration20261128191000';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    for (const [code, name] of Object.entries(LANGUAGES)) {
      this.addSql(
        `create text search dictionary teachchat_stem_${code} (template = snowball, language = ${name});`,
      );
      this.addSql(`create text search configuration teachchat_${name} (copy = ${name});`);
      this.addSql(
        `alter text search configuration teachchat_${name} alter mapping for ${TOKENS} with unaccent, teachchat_stem_${code};`,
      );
    }
    // A language's configuration by its code; English (as before) for any other. Names are
    // written with the schema they live in: the function runs under whatever search_path
    // the writer of a chunk has (a restore sets none).
    const cases = Object.entries(LANGUAGES)
      .map(([code, name]) => `when '${code}' then '%1$I.teachchat_${name}'::regconfig`)
      .join(' ');
    this.addSql(`do $do$ begin
      execute format($f$create function "teachchat_config"("language" text) returns regconfig
        language sql immutable parallel safe
        as $b$ select case "language" ${cases} else '%1$I.teachchat_english'::regconfig end $b$$f$,
        current_schema());
    end $do$;`);
    // The language detected at ingestion: null when a file has too little prose to tell.
    this.addSql(`alter table "activity_files" add "language" varchar(8) null;`);
    // Existing chunks are English, as they were stemmed: their tsv is the same again.
    this.addSql(`alter table "chunks" add "language" varchar(8) not null default 'en';`);
    this.addSql(`drop index if exists "chunks_tsv_index";`);
    this.addSql(`alter table "chunks" drop column "tsv";`);
    this.addSql(
      `alter table "chunks" add "tsv" tsvector generated always as ${TSV('teachchat_config(language)')} stored null;`,
    );
    this.addSql(`create index "chunks_tsv_index" on "chunks" using gin ("tsv");`);
    this.addSql(wordsOfNewChunks(true));
  }

  override down(): void | Promise<void> {
    this.addSql(wordsOfNewChunks(false));
    this.addSql(`drop index if exists "chunks_tsv_index";`);
    this.addSql(`alter table "chunks" drop column "tsv";`);
    this.addSql(
      `alter table "chunks" add "tsv" tsvector generated always as ${TSV(`'teachchat_english'`)} stored null;`,
    );
    this.addSql(`create index "chunks_tsv_index" on "chunks" using gin ("tsv");`);
    this.addSql(`alter table "chunks" drop column "language";`);
    this.addSql(`alter table "activity_files" drop column "language";`);
    this.addSql(`drop function "teachchat_config"(text);`);
    for (const [code, name] of Object.entries(LANGUAGES)) {
      this.addSql(`drop text search configuration teachchat_${name};`);
      this.addSql(`drop text search dictionary teachchat_stem_${code};`);
    }
    // unaccent stays: other statements may have come to use it.
  }
}
