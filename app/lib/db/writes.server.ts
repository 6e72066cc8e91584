import { AsyncLocalStorage } from "node:async_hooks";
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * Which requests wrote to the database, so the page cache is emptied only when something was written
 * (issue 26: refused posts, sign-outs and a honeypot's answer used to empty every worker's cache).
 * A Kysely plugin sees every statement of the app's instance (better-auth's included: it runs on the
 * same instance) before it runs; inside `trackWrites`, an INSERT, UPDATE, DELETE or MERGE of a table a
 * page can show, or a raw statement that is not a read, marks the request as having written.
 */

/** Bookkeeping no visitor page shows: writing these alone leaves cached pages as they are. */
const BOOKKEEPING_TABLES = new Set([
  "rate_limits",
  "jobs",
  "schema_migrations",
  "sessions",
  "verifications",
  "accounts",
  "audit_log",
  "thread_mail_state",
  "reply_notifications",
  "notification_settings",
  "subscribers",
  "contact_messages",
  "partner_requests",
]);

export type WriteState = { wrote: boolean };

const current = new AsyncLocalStorage<WriteState>();

/** Runs `fn`; every database write it makes that a page could show sets `state.wrote`. */
export function trackWrites<T>(state: WriteState, fn: () => Promise<T>): Promise<T> {
  return current.run(state, fn);
}

/** Marks the current request as having written something a page shows (a write outside Kysely). */
export function markWritten(): void {
  const state = current.getStore();
  if (state) state.wrote = true;
}

type Named = { kind: string; table?: Named; identifier?: { name?: string }; node?: Named; froms?: Named[] };

/** The table a write statement names (through an alias), or undefined when it cannot tell. */
function tableName(node: Named | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === "TableNode") return node.table?.identifier?.name;
  if (node.kind === "AliasNode") return tableName(node.node);
  if (node.kind === "FromNode") return tableName(node.froms?.[0]);
  return undefined;
}

/** Whether a statement may change what a page shows (unknown tables count: better once too often). */
export function isVisibleWrite(node: OperationNode): boolean {
  const n = node as Named & { into?: Named; from?: Named; sqlFragments?: readonly string[] };
  switch (node.kind) {
    case "InsertQueryNode":
      return !BOOKKEEPING_TABLES.has(tableName(n.into) ?? "");
    case "UpdateQueryNode":
      return !BOOKKEEPING_TABLES.has(tableName(n.table) ?? "");
    case "DeleteQueryNode":
      return !BOOKKEEPING_TABLES.has(tableName(n.from) ?? "");
    case "MergeQueryNode":
      return true;
    case "RawNode":
      return !/^\s*(select|pragma|show|explain|begin|commit|rollback|savepoint|release)\b/i.test(
        (n.sqlFragments ?? []).join("?"),
      );
    default:
      return false;
  }
}

export const writeTrackingPlugin: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (isVisibleWrite(node)) markWritten();
    return node;
  },
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  },
};
