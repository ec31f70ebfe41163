import { Migration } from '@mikro-orm/migrations';

export class Migration20261126120000 extends Migration {
  override name = 'Migration20261126120000';

  override up(): void | Promise<void> {
    // Each chunk's stems with their weighted frequency: BM25 reads the postings of a
    // question's words here rather than unnesting every candidate chunk's tsvector.
    this.addSql(
      `create table "chunk_terms" ("activity_id" uuid not null, "lexeme" text not null, "chunk_id" uuid not null, "tf" real not null, "token_count" int not null, constraint "chunk_terms_pkey" primary key ("activity_id", "lexeme", "chunk_id"));`,
    );
    this.addSql(`create index "chunk_terms_chunk_id_index" on "chunk_terms" ("chunk_id");`);
    this.addSql(
      `alter table "chunk_terms" add constraint "chunk_terms_chunk_id_foreign" foreign key ("chunk_id") references "chunks" ("id") on update cascade on delete cascade;`,
    );
    // Kept by the database for every writer of chunks (ingestion, scripts): a word of the
    // section title (weight A) counts as three occurrences (search/lexical.ts).
    this.addSql(`create function "chunk_terms_of_new_chunks"() returns trigger language plpgsql as $$
      begin
        insert into chunk_terms (activity_id, lexeme, chunk_id, tf, token_count)
        select n.activity_id, u.lexeme, n.id,
               coalesce(array_length(u.positions, 1), 1)
                 + 2 * coalesce(array_length(array_positions(u.weights, 'A'), 1), 0),
               n.token_count
          from new_chunks n, unnest(n.tsv) u;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "chunks_chunk_terms" after insert on "chunks" referencing new table as new_chunks for each statement execute function "chunk_terms_of_new_chunks"();`,
    );
    this.addSql(`insert into "chunk_terms" ("activity_id", "lexeme", "chunk_id", "tf", "token_count")
      select c."activity_id", u.lexeme, c."id",
             coalesce(array_length(u.positions, 1), 1)
               + 2 * coalesce(array_length(array_positions(u.weights, 'A'), 1), 0),
             c."token_count"
        from "chunks" c, unnest(c."tsv") u;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "chunks_chunk_terms" on "chunks";`);
    this.addSql(`drop function if exists "chunk_terms_of_new_chunks"();`);
    this.addSql(`drop table if exists "chunk_terms" cascade;`);
  }
}
