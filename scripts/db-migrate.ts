/**
 * `npm run db:migrate`: applies pending migrations to the configured database (DATA_DIR/app.db, or
 * DATABASE_URL). The server also does this at start; this is for deploy pipelines and `npm run dev`.
 */
import { config } from "../app/lib/config.server.ts";
import { closeDb, dialect, migrateToLatest, sqliteFile } from "../app/lib/db/index.server.ts";

try {
  const cfg = config();
  const target =
    dialect() === "postgres"
      ? `PostgreSQL ${new URL(cfg.DATABASE_URL!).host}${new URL(cfg.DATABASE_URL!).pathname}`
      : sqliteFile();
  const applied = await migrateToLatest();
  console.log(applied.length ? `Applied ${applied.length} migration(s) to ${target}.` : `${target} is up to date.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exitCode = 1;
} finally {
  await closeDb();
}
