import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * The community forum (docs/decisions/0008-community-forum-and-media.md): posts, comments, user_upvotes and
 * post_media, with full-text search on both engines.
 *
 * - Counters: `posts.upvotes` and `posts.comments_count` are kept by triggers on user_upvotes and
 *   comments, in the statement that inserts or deletes the row, so they always equal the number of
 *   rows, including when rows go by cascade (a deleted account) or by moderation. Never below 0.
 *   `comments_count` counts visible comments only: hiding a comment (hidden_at set) lowers it,
 *   unhiding raises it again.
 * - Moderation: `hidden_at` (posts and comments) is set by an admin; hidden rows are shown to admins
 *   only. A hidden post keeps its counts.
 * - Search: SQLite has an FTS5 index over posts (external content, kept by triggers; posts carry an
 *   INTEGER PRIMARY KEY `seq` as its stable rowid, the public id stays the TEXT uuid). PostgreSQL has a
 *   stored, weighted tsvector column `search` with a GIN index.
 * - post_media rows are written before a post exists (post_id NULL) and attached when it is created;
 *   deleting a post sets post_id NULL, so stored files of failed or deleted posts are found and removed.
 * - Indexes serve each listing: category filter x sort (newest, oldest, most_discussed, most_liked),
 *   with (created_at, id) as the tie-breaker used by keyset pagination.
 */
export async function up(db: MigrationDb, dialect: SqlDialect): Promise<void> {
  // The columns both engines share; only the keys (SQLite's seq rowid) and PostgreSQL's search differ.
  const postColumns = sql`
        author_id text not null references users(id) on delete cascade,
        title text not null,
        content text not null,
        category text not null check (category in ('general', 'transport', 'routes', 'tips', 'experience')),
        upvotes integer not null default 0 check (upvotes >= 0),
        comments_count integer not null default 0 check (comments_count >= 0),
        content_hash text not null,
        created_at text not null,
        updated_at text not null,
        edited_at text,
        hidden_at text`;
  if (dialect === "sqlite") {
    await sql`
      create table posts (
        seq integer primary key,
        id text not null unique,${postColumns}
      )`.execute(db);
  } else {
    await sql`
      create table posts (
        id text primary key,${postColumns},
        search tsvector generated always as (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', content), 'B') ||
          setweight(to_tsvector('english', category), 'C')
        ) stored
      )`.execute(db);
  }

  // Repeated identical posts by one author are refused by this constraint (hash of the normalised text).
  await db.schema
    .createIndex("posts_author_content_hash")
    .on("posts")
    .columns(["author_id", "content_hash"])
    .unique()
    .execute();
  await db.schema.createIndex("posts_author_created").on("posts").columns(["author_id", "created_at"]).execute();
  await db.schema.createIndex("posts_created").on("posts").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("posts_category_created").on("posts").columns(["category", "created_at", "id"]).execute();
  await db.schema.createIndex("posts_upvotes").on("posts").columns(["upvotes", "created_at", "id"]).execute();
  await db.schema
    .createIndex("posts_category_upvotes")
    .on("posts")
    .columns(["category", "upvotes", "created_at", "id"])
    .execute();
  await db.schema.createIndex("posts_comments").on("posts").columns(["comments_count", "created_at", "id"]).execute();
  await db.schema
    .createIndex("posts_category_comments")
    .on("posts")
    .columns(["category", "comments_count", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("comments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("edited_at", "text")
    // Set by an admin (moderation.server.ts): the comment is shown to admins only and not counted.
    .addColumn("hidden_at", "text")
    .execute();
  await db.schema
    .createIndex("comments_post_created")
    .on("comments")
    .columns(["post_id", "created_at", "id"])
    .execute();
  await db.schema.createIndex("comments_author_created").on("comments").columns(["author_id", "created_at"]).execute();

  await db.schema
    .createTable("user_upvotes")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_upvotes_pk", ["user_id", "post_id"])
    .execute();
  await db.schema.createIndex("user_upvotes_post").on("user_upvotes").column("post_id").execute();

  await db.schema
    .createTable("post_media")
    .addColumn("id", "text", (c) => c.primaryKey())
    // NULL while the post is being created, and after the post is deleted (files then await removal).
    .addColumn("post_id", "text", (c) => c.references("posts.id").onDelete("set null"))
    .addColumn("uploader_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('image', 'video')`))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    // JSON: [{ key, width, height, bytes }] for the responsive image widths; [] for videos.
    .addColumn("variants", "text", (c) => c.notNull())
    .addColumn("original_name", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("post_media_post").on("post_media").columns(["post_id", "position"]).execute();
  await db.schema
    .createIndex("post_media_orphans")
    .on("post_media")
    .columns(["created_at"])
    .where(sql.ref("post_id"), "is", null)
    .execute();

  if (dialect === "sqlite") {
    await sql`
      create virtual table posts_fts using fts5(
        title, content, category,
        content = 'posts', content_rowid = 'seq',
        tokenize = 'porter unicode61 remove_diacritics 2',
        prefix = '2 3'
      )`.execute(db);
    await sql`
      create trigger posts_fts_insert after insert on posts begin
        insert into posts_fts(rowid, title, content, category) values (new.seq, new.title, new.content, new.category);
      end`.execute(db);
    await sql`
      create trigger posts_fts_delete after delete on posts begin
        insert into posts_fts(posts_fts, rowid, title, content, category)
          values ('delete', old.seq, old.title, old.content, old.category);
      end`.execute(db);
    await sql`
      create trigger posts_fts_update after update of title, content, category on posts begin
        insert into posts_fts(posts_fts, rowid, title, content, category)
          values ('delete', old.seq, old.title, old.content, old.category);
        insert into posts_fts(rowid, title, content, category) values (new.seq, new.title, new.content, new.category);
      end`.execute(db);

    await sql`
      create trigger user_upvotes_count_insert after insert on user_upvotes begin
        update posts set upvotes = upvotes + 1 where id = new.post_id;
      end`.execute(db);
    await sql`
      create trigger user_upvotes_count_delete after delete on user_upvotes begin
        update posts set upvotes = max(upvotes - 1, 0) where id = old.post_id;
      end`.execute(db);
    await sql`
      create trigger comments_count_insert after insert on comments when new.hidden_at is null begin
        update posts set comments_count = comments_count + 1 where id = new.post_id;
      end`.execute(db);
    await sql`
      create trigger comments_count_delete after delete on comments when old.hidden_at is null begin
        update posts set comments_count = max(comments_count - 1, 0) where id = old.post_id;
      end`.execute(db);
    await sql`
      create trigger comments_count_hide after update of hidden_at on comments
        when (old.hidden_at is null) <> (new.hidden_at is null) begin
        update posts set comments_count = case when new.hidden_at is null then comments_count + 1
          else max(comments_count - 1, 0) end where id = new.post_id;
      end`.execute(db);
  } else {
    await sql`create index posts_search on posts using gin (search)`.execute(db);
    await sql`
      create function forum_count_upvotes() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update posts set upvotes = upvotes + 1 where id = new.post_id;
        else
          update posts set upvotes = greatest(upvotes - 1, 0) where id = old.post_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger user_upvotes_count after insert or delete on user_upvotes
        for each row execute function forum_count_upvotes()`.execute(db);
    await sql`
      create function forum_count_comments() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if new.hidden_at is null then
            update posts set comments_count = comments_count + 1 where id = new.post_id;
          end if;
        elsif tg_op = 'DELETE' then
          if old.hidden_at is null then
            update posts set comments_count = greatest(comments_count - 1, 0) where id = old.post_id;
          end if;
        elsif (old.hidden_at is null) <> (new.hidden_at is null) then
          if new.hidden_at is null then
            update posts set comments_count = comments_count + 1 where id = new.post_id;
          else
            update posts set comments_count = greatest(comments_count - 1, 0) where id = new.post_id;
          end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger comments_count after insert or delete or update of hidden_at on comments
        for each row execute function forum_count_comments()`.execute(db);
  }
}
