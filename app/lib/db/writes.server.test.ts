import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "./schema.ts";
import { trackWrites, writeTrackingPlugin } from "./writes.server.ts";

// Statements are compiled and "run" against a driver that returns nothing: only what the plugin sees matters.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  plugins: [writeTrackingPlugin],
});

async function wrote(run: () => Promise<unknown>): Promise<boolean> {
  const state = { wrote: false };
  await trackWrites(state, async () => {
    await run();
  });
  return state.wrote;
}

describe("write tracking (the page cache is emptied only by writes a page can show)", () => {
  it("counts inserts, updates and deletes of what pages show", async () => {
    expect(
      await wrote(() =>
        db
          .insertInto("comments")
          .values({ id: "c" } as never)
          .execute(),
      ),
    ).toBe(true);
    expect(await wrote(() => db.updateTable("posts").set({ title: "t" }).where("id", "=", "p").execute())).toBe(true);
    expect(await wrote(() => db.deleteFrom("user_upvotes as u").where("u.post_id", "=", "p").execute())).toBe(true);
    expect(await wrote(() => sql`update posts set upvotes = upvotes + 1`.execute(db))).toBe(true);
  });

  it("does not count reads or bookkeeping: rate limits, sessions, jobs, subscribers", async () => {
    expect(await wrote(() => db.selectFrom("posts").selectAll().execute())).toBe(false);
    expect(await wrote(() => sql`select 1`.execute(db))).toBe(false);
    expect(
      await wrote(() =>
        db
          .insertInto("rate_limits")
          .values({ key: "k" } as never)
          .execute(),
      ),
    ).toBe(false);
    expect(await wrote(() => db.deleteFrom("sessions").where("id", "=", "s").execute())).toBe(false);
    expect(
      await wrote(() =>
        db
          .updateTable("jobs")
          .set({ attempts: 1 } as never)
          .execute(),
      ),
    ).toBe(false);
    expect(
      await wrote(() =>
        db
          .insertInto("subscribers")
          .values({ id: "s" } as never)
          .execute(),
      ),
    ).toBe(false);
  });

  it("marks nothing outside a tracked request", async () => {
    await db
      .insertInto("posts")
      .values({ id: "p" } as never)
      .execute();
    const state = { wrote: false };
    await trackWrites(state, async () => {});
    expect(state.wrote).toBe(false);
  });
});
