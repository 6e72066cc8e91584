import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/**
 * Kysely's SqliteDialect expects better-sqlite3's API. node:sqlite's DatabaseSync differs in two ways
 * that fail silently or confusingly (see the stack notes): statements take parameters as separate
 * arguments, not one array, and there is no `reader` flag, so Kysely would `run()` a SELECT and
 * return []. This adapter bridges both.
 */
type Params = ReadonlyArray<unknown>;
// node:sqlite accepts only these; Kysely's `unknown[]` is narrowed at the boundary.
type Bindable = null | number | bigint | string | NodeJS.ArrayBufferView;

/** Prepared statements kept per connection: the app runs a few dozen distinct queries over and over. */
const STATEMENT_CACHE_SIZE = 256;

export function adaptDatabaseSync(db: DatabaseSync): SqliteDatabase {
  // Kysely prepares every query anew; preparing costs more than running the app's small queries.
  // One connection runs one query at a time (Kysely's driver holds it), so a statement is never in
  // use twice at once. Oldest first out when full.
  const statements = new Map<string, { stmt: StatementSync; reader: boolean }>();
  const prepared = (sql: string) => {
    const cached = statements.get(sql);
    if (cached) return cached;
    const stmt = db.prepare(sql);
    // True for SELECT and for INSERT/UPDATE/DELETE ... RETURNING: anything that yields rows.
    const entry = { stmt, reader: stmt.columns().length > 0 };
    statements.set(sql, entry);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    return entry;
  };
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql: string) {
      const { stmt, reader } = prepared(sql);
      const args = (params: Params) => params as Bindable[];
      return {
        reader,
        all: (params: Params) => stmt.all(...args(params)),
        run: (params: Params) => stmt.run(...args(params)),
        iterate: (params: Params) => stmt.iterate(...args(params)),
      };
    },
  };
}

/**
 * Kysely's SQLite driver starts transactions with a plain (deferred) BEGIN. When another process
 * (a second app instance, `npm run db:migrate`, a backup) writes between our first read and first
 * write, SQLite answers SQLITE_BUSY at once, without waiting for busy_timeout. BEGIN IMMEDIATE takes
 * the write lock up front, so transactions queue behind busy_timeout instead of failing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Opens (creating when missing) a SQLite file with the pragmas every connection needs:
 * WAL (readers never block the writer), foreign keys, a 5 s wait on a locked database instead of an
 * immediate error, and synchronous=NORMAL (durable across application crashes; in WAL mode a power
 * loss can only drop the last transactions, never corrupt the file).
 */
export function openSqlite(file: string): DatabaseSync {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  // busy_timeout first: switching to WAL needs a lock another process starting at the same time may hold.
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA synchronous = NORMAL");
  return db;
}

/** A Kysely dialect over a SQLite file opened with `openSqlite` when the first query runs. */
export function sqliteDialect(file: string): NodeSqliteDialect {
  return new NodeSqliteDialect({ database: async () => adaptDatabaseSync(openSqlite(file)) });
}
