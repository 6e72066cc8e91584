import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Generated, Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adaptDatabaseSync, NodeSqliteDialect, openSqlite, sqliteDialect } from "./sqlite-dialect.ts";

type TestDb = { items: { id: Generated<number>; name: string; qty: Generated<number> } };

describe("node:sqlite adapter for Kysely", () => {
  let dir: string;
  let db: Kysely<TestDb>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "sqlite-dialect-"));
    db = new Kysely<TestDb>({ dialect: sqliteDialect(path.join(dir, "t.db")) });
    await sql`create table items (id integer primary key, name text not null unique, qty integer not null default 0)`.execute(
      db,
    );
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs a parameterless SELECT (returns rows, not [])", async () => {
    const result = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(result.rows).toEqual([{ one: 1 }]);
  });

  it("binds parameters and returns rows from INSERT ... RETURNING", async () => {
    const row = await db
      .insertInto("items")
      .values({ name: "sago", qty: 3 })
      .returning(["id", "name", "qty"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: expect.any(Number), name: "sago", qty: 3 });
    const found = await db.selectFrom("items").select("qty").where("name", "=", "sago").executeTakeFirst();
    expect(found?.qty).toBe(3);
  });

  it("reports affected rows and insert ids for statements without RETURNING", async () => {
    const inserted = await db.insertInto("items").values({ name: "coconut" }).executeTakeFirst();
    expect(inserted.insertId).toBeTypeOf("bigint");
    const updated = await db.updateTable("items").set({ qty: 9 }).where("name", "=", "coconut").executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("commits a transaction", async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("items").values({ name: "clove" }).execute();
      await trx.insertInto("items").values({ name: "nutmeg" }).execute();
    });
    const { n } = await db
      .selectFrom("items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("name", "in", ["clove", "nutmeg"])
      .executeTakeFirstOrThrow();
    expect(n).toBe(2);
  });

  it("rolls a transaction back on error, including a constraint violation", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("items").values({ name: "pepper" }).execute();
        await trx.insertInto("items").values({ name: "sago" }).execute(); // unique violation
      }),
    ).rejects.toThrow(/UNIQUE/);
    const pepper = await db.selectFrom("items").select("id").where("name", "=", "pepper").executeTakeFirst();
    expect(pepper).toBeUndefined();
  });

  it("starts transactions with BEGIN IMMEDIATE (the write lock is held from the start)", async () => {
    const other = openSqlite(path.join(dir, "t.db"));
    other.exec("PRAGMA busy_timeout = 0");
    try {
      await db.transaction().execute(async () => {
        // Another connection cannot start writing while our (so far read-free) transaction is open.
        expect(() => other.exec("BEGIN IMMEDIATE")).toThrow(/locked|busy/i);
      });
    } finally {
      other.close();
    }
  });

  it("has FTS5", async () => {
    await sql`create virtual table notes using fts5(body)`.execute(db);
    await sql`insert into notes (body) values (${"Ferry from Ampana to the Togean islands"})`.execute(db);
    const result = await sql<{ body: string }>`select body from notes where notes match ${"togean"}`.execute(db);
    expect(result.rows).toHaveLength(1);
  });

  it("streams SELECT results", async () => {
    const names: string[] = [];
    for await (const row of db.selectFrom("items").select("name").orderBy("name").stream()) names.push(row.name);
    expect(names).toContain("sago");
  });

  it("works over an in-memory database passed directly", async () => {
    const mem = new Kysely<TestDb>({
      dialect: new NodeSqliteDialect({ database: adaptDatabaseSync(openSqlite(":memory:")) }),
    });
    const result = await sql<{ v: string }>`select sqlite_version() as v`.execute(mem);
    // RETURNING and upserts need 3.35+.
    const [major, minor] = result.rows[0]!.v.split(".").map(Number);
    expect(major! * 100 + minor!).toBeGreaterThanOrEqual(335);
    await mem.destroy();
  });
});
