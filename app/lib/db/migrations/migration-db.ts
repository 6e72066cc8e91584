import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was when written, not today's Database type.
export type MigrationDb = Kysely<any>;
