import { getDb } from "~/lib/db/index.server.ts";
import { writeAudit } from "./audit.server.ts";
import type { ExportKind } from "./constants.ts";
import { csvFileName, csvResponse, type ExportRecord, type ExportSpec } from "./csv.server.ts";
import { adminTimeZone, type Db } from "./listing.server.ts";
import { messagesExport } from "./tabs/messages.server.ts";
import { partnersExport } from "./tabs/partners.server.ts";
import { subscribersExport } from "./tabs/subscribers.server.ts";
import { updatesExport } from "./tabs/updates.server.ts";

/**
 * The dashboard's CSV exports: whole tables read in keyset batches (no OFFSET, bounded memory) into a
 * streamed CSV, written to the audit log before the first byte is sent. Each tab's module says which
 * table and columns its export has.
 */

const EXPORTS: Record<ExportKind, ExportSpec> = {
  subscribers: subscribersExport,
  "transport-updates": updatesExport,
  "partner-requests": partnersExport,
  "contact-messages": messagesExport,
};

const BATCH = 500;

type Keyed = { id: string; created_at: string };

/**
 * Reads a whole table newest first in batches of BATCH rows, keyset-paginated on (created_at, id),
 * so each query is short (SQLite holds no lock between batches) and memory stays bounded.
 */
async function* batches<R extends Keyed>(
  fetch: (after: Keyed | null, limit: number) => Promise<R[]>,
): AsyncGenerator<R> {
  let after: Keyed | null = null;
  for (;;) {
    const rows = await fetch(after, BATCH);
    for (const row of rows) yield row;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1] as R;
    after = { id: last.id, created_at: last.created_at };
  }
}

function keyset(db: Db, spec: ExportSpec) {
  return (after: Keyed | null, limit: number) =>
    db
      // Typed as one of the tables (they share id and created_at); `where` is only given for subscribers.
      .selectFrom(spec.table as "subscribers")
      .selectAll()
      .$if(spec.where !== undefined, (qb) => qb.where(spec.where!))
      .$if(after !== null, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb("created_at", "<", (after as Keyed).created_at),
            eb.and([eb("created_at", "=", (after as Keyed).created_at), eb("id", "<", (after as Keyed).id)]),
          ]),
        ),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
}

/**
 * An admin's export: personal data leaving the site, so it is written to the audit log
 * ('export.{kind}') before the first byte is sent.
 */
export async function exportForAdmin(
  actor: { id: string },
  kind: ExportKind,
  db: Db = getDb(),
  now = new Date(),
): Promise<Response> {
  await writeAudit(db, { actorId: actor.id, action: `export.${kind}`, targetType: "export", targetId: kind }, now);
  return exportResponse(kind, db, now);
}

/** The streamed CSV download of every row of `kind` (timestamps as stored: ISO 8601 UTC). */
export function exportResponse(kind: ExportKind, db: Db = getDb(), now = new Date()): Promise<Response> {
  const spec = EXPORTS[kind];
  const rows = batches(keyset(db, spec) as (after: Keyed | null, limit: number) => Promise<(ExportRecord & Keyed)[]>);
  return csvResponse(csvFileName(kind, now, adminTimeZone()), spec.columns, rows);
}
