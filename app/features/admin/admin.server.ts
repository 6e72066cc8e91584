import { randomUUID } from "node:crypto";
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql, type Transaction } from "kysely";
import { endUserSessions } from "~/features/accounts/session.server.ts";
import { deleteComment, deletePost, hideComment, hidePost } from "~/features/forum/moderation.server.ts";
import { config } from "~/lib/config.server.ts";
import { dialectOf, getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { type ExportKind, PAGE_SIZE, type ReviewStatus } from "./constants.ts";
import { type CsvColumn, csvFileName, csvResponse } from "./csv.server.ts";
import { formatAdminDate, formatAdminDay } from "./dates.ts";
import type { AdminAction, DashboardQuery } from "./schema.ts";

/**
 * The admin dashboard's queries (docs/decisions/0009-admin-dashboard.md). Callers have already
 * checked that the user is an admin (requireAdmin) and, for changes, the request's origin.
 *
 * - Listings: newest first ((created_at, id) descending), paginated on the server, searched with a
 *   "contains" on the listed columns (LIKE with %, _ and \ escaped) that ignores the case of ASCII
 *   letters only, on both engines (see `asciiLower`).
 * - Dates are formatted here, in ADMIN_TIME_ZONE, so the page shows the same text with or without
 *   JavaScript.
 * - Every change writes an audit_log row in the change's own transaction (exports: before the first
 *   byte is sent).
 * - Exports read whole tables in keyset batches (no OFFSET, bounded memory) into a streamed CSV.
 */

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export function adminTimeZone(): string {
  return config().ADMIN_TIME_ZONE;
}

const fmt = (iso: string | null | undefined) => formatAdminDate(iso, adminTimeZone());

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number };

/**
 * Lower-cases A-Z only. SQLite's lower() folds only ASCII letters, PostgreSQL's folds every letter its
 * locale knows (or only ASCII under the C locale), so search folds ASCII alone on both engines and
 * gives the same answer everywhere: "selene" finds "Selene", "Sélène" finds "sélène" and "SéLèNE",
 * but "Sélène" does not find "SÉLÈNE" (É and é are different letters to it).
 */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

function likePattern(q: string): string {
  return `%${asciiLower(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** A column with A-Z lower-cased and nothing else, on either engine. */
function asciiLowerSql(db: Pick<Db, "getExecutor">, column: string) {
  const value = sql`coalesce(${sql.ref(column)}, '')`;
  return dialectOf(db) === "postgres" ? sql`translate(${value}, ${UPPER}, ${LOWER})` : sql`lower(${value})`;
}

/** `col like '%q%'` over any of `columns` (OR), ASCII case folded, with LIKE's wildcards escaped. */
function containsAny(db: Pick<Db, "getExecutor">, columns: string[], q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  const parts = columns.map((c) => sql<SqlBool>`${asciiLowerSql(db, c)} like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * One page of a listing: counts the rows `base` (its filters applied) finds, clamps the requested
 * page to the pages there are, reads that page as `select` chooses and orders it, and maps each row.
 */
async function paged<DB, TB extends keyof DB, O, Out>(
  base: SelectQueryBuilder<DB, TB, object>,
  requested: number,
  select: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  toRow: (row: O) => Out,
): Promise<Paged<Out>> {
  const counted = await base.select(sql<number | string>`count(*)`.as("n")).executeTakeFirstOrThrow();
  // Kysely cannot resolve a selection's type on a generic builder; the row is { n }.
  const total = Number((counted as { n: number | string }).n);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, requested), pageCount);
  const rows = await select(base)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return { total, page, pageCount, rows: rows.map(toRow) };
}

// --- Counts -----------------------------------------------------------------------------------

export type DashboardCounts = {
  /** Every row of the subscribers table, as the Subscribers tab and its export list them. */
  subscribers: number;
  /** Of those, the ones who have unsubscribed. */
  unsubscribed: number;
  updates: number;
  pendingUpdates: number;
  partners: number;
  pendingPartners: number;
  unreadMessages: number;
};

export async function dashboardCounts(db: Db = getDb()): Promise<DashboardCounts> {
  const count = (n: unknown) => Number(n ?? 0);
  const [subs, updates, partners, messages] = await Promise.all([
    db
      .selectFrom("subscribers")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.sum<number>(eb.case().when("status", "!=", "subscribed").then(1).else(0).end()).as("unsubscribed"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("transport_updates")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.sum<number>(eb.case().when("status", "=", "pending").then(1).else(0).end()).as("pending"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("partner_requests")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.sum<number>(eb.case().when("status", "=", "pending").then(1).else(0).end()).as("pending"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    subscribers: count(subs.n),
    unsubscribed: count(subs.unsubscribed),
    updates: count(updates.n),
    pendingUpdates: count(updates.pending),
    partners: count(partners.n),
    pendingPartners: count(partners.pending),
    unreadMessages: count(messages.n),
  };
}

// --- Listings ---------------------------------------------------------------------------------

export type SubscriberRow = {
  id: string;
  name: string | null;
  email: string;
  source: string;
  status: string;
  createdAt: string;
  created: string;
};

export async function listSubscribers(query: DashboardQuery, db: Db = getDb()): Promise<Paged<SubscriberRow>> {
  const base = db
    .selectFrom("subscribers")
    .$if(Boolean(query.q), (qb) => qb.where(containsAny(db, ["name", "email"], query.q)));
  return paged(
    base,
    query.page,
    (qb) =>
      qb
        .select(["id", "name", "email", "source", "status", "created_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      source: r.source,
      status: r.status,
      createdAt: r.created_at,
      created: fmt(r.created_at),
    }),
  );
}

export type UpdateRow = {
  id: string;
  name: string;
  route: string;
  /** 'Nov 1, 2026', or null when not given. */
  travelDate: string | null;
  changes: string;
  price: string | null;
  operator: string | null;
  evidenceUrl: string | null;
  status: ReviewStatus;
  reviewNote: string | null;
  reviewed: string | null;
  created: string;
};

export async function listUpdates(query: DashboardQuery, db: Db = getDb()): Promise<Paged<UpdateRow>> {
  const base = db
    .selectFrom("transport_updates")
    .$if(Boolean(query.q), (qb) =>
      qb.where(containsAny(db, ["name", "route", "changes", "operator", "price"], query.q)),
    )
    .$if(Boolean(query.status), (qb) => qb.where("status", "=", query.status as ReviewStatus));
  return paged(
    base,
    query.page,
    (qb) => qb.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      name: r.name,
      route: r.route,
      travelDate: r.travel_date ? formatAdminDay(r.travel_date) : null,
      changes: r.changes,
      price: r.price,
      operator: r.operator,
      evidenceUrl: safeHttpUrl(r.evidence_url),
      status: r.status as ReviewStatus,
      reviewNote: r.review_note,
      reviewed: r.reviewed_at ? fmt(r.reviewed_at) : null,
      created: fmt(r.created_at),
    }),
  );
}

export type PartnerRow = {
  id: string;
  company: string;
  routes: string;
  whatsapp: string | null;
  pricingLink: string | null;
  notes: string | null;
  status: ReviewStatus;
  reviewNote: string | null;
  reviewed: string | null;
  created: string;
};

export async function listPartners(query: DashboardQuery, db: Db = getDb()): Promise<Paged<PartnerRow>> {
  const base = db
    .selectFrom("partner_requests")
    .$if(Boolean(query.q), (qb) => qb.where(containsAny(db, ["company_name", "routes", "whatsapp", "notes"], query.q)))
    .$if(Boolean(query.status), (qb) => qb.where("status", "=", query.status as ReviewStatus));
  return paged(
    base,
    query.page,
    (qb) => qb.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      company: r.company_name,
      routes: r.routes,
      whatsapp: r.whatsapp,
      pricingLink: safeHttpUrl(r.pricing_link),
      notes: r.notes,
      status: r.status as ReviewStatus,
      reviewNote: r.review_note,
      reviewed: r.reviewed_at ? fmt(r.reviewed_at) : null,
      created: fmt(r.created_at),
    }),
  );
}

export type MessageRow = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  created: string;
  /** mailto: link with the subject prefilled ("Re: ..."). */
  replyHref: string;
};

export async function listMessages(query: DashboardQuery, db: Db = getDb()): Promise<Paged<MessageRow>> {
  const base = db
    .selectFrom("contact_messages")
    .$if(Boolean(query.q), (qb) =>
      qb.where(containsAny(db, ["first_name", "last_name", "email", "subject", "message"], query.q)),
    );
  return paged(
    base,
    query.page,
    (qb) => qb.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      subject: r.subject,
      message: r.message,
      read: r.read_at !== null,
      created: fmt(r.created_at),
      replyHref: mailtoReply(r.email, r.subject),
    }),
  );
}

/**
 * A mailto: link to `email` with "Re: subject". Both are percent-encoded whole (no `&`, `?` or `,`
 * of theirs can add a header or a recipient), and the subject is kept to one line: an encoded CR/LF
 * is read as a new header line by some mail programs.
 */
export function mailtoReply(email: string, subject: string): string {
  const line = subject
    .toWellFormed()
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  const re = /^re:/i.test(line) ? line : `Re: ${line}`;
  return `mailto:${encodeURIComponent(email.toWellFormed()).replace(/%40/g, "@")}?subject=${encodeURIComponent(re)}`;
}

/** Only http(s) URLs become links; anything else (javascript:, data:) is shown as text or not at all. */
export function safeHttpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : null;
  } catch {
    return null;
  }
}

export type CommentRow = { id: string; author: string; content: string; hidden: boolean; created: string };
export type PostRow = {
  id: string;
  title: string;
  content: string;
  category: string;
  authorId: string;
  author: string;
  authorBanned: boolean;
  authorIsAdmin: boolean;
  hidden: boolean;
  upvotes: number;
  commentsCount: number;
  created: string;
  comments: CommentRow[];
};
export type MemberSummary = {
  id: string;
  name: string;
  email: string;
  role: string;
  banned: boolean;
  banReason: string | null;
  posts: number;
  joined: string;
};

/** Posts, hidden ones included, optionally of one member, with all their comments. */
export async function listPosts(
  query: DashboardQuery,
  db: Db = getDb(),
): Promise<Paged<PostRow> & { member: MemberSummary | null }> {
  const base = db
    .selectFrom("posts")
    .innerJoin("users", "users.id", "posts.author_id")
    .$if(Boolean(query.q), (qb) => qb.where(containsAny(db, ["posts.title", "posts.content", "users.name"], query.q)))
    .$if(Boolean(query.author), (qb) => qb.where("posts.author_id", "=", query.author as string));
  const list = await paged(
    base,
    query.page,
    (qb) =>
      qb
        .select([
          "posts.id",
          "posts.title",
          "posts.content",
          "posts.category",
          "posts.author_id",
          "posts.hidden_at",
          "posts.upvotes",
          "posts.comments_count",
          "posts.created_at",
          "users.name as author_name",
          "users.banned as author_banned",
          "users.role as author_role",
        ])
        .orderBy("posts.created_at", "desc")
        .orderBy("posts.id", "desc"),
    (r) => r,
  );
  const ids = list.rows.map((r) => r.id);
  const comments = ids.length
    ? await db
        .selectFrom("comments")
        .innerJoin("users", "users.id", "comments.author_id")
        .select([
          "comments.id",
          "comments.post_id",
          "comments.content",
          "comments.hidden_at",
          "comments.created_at",
          "users.name as author_name",
        ])
        .where("comments.post_id", "in", ids)
        .orderBy("comments.created_at", "asc")
        .orderBy("comments.id", "asc")
        .execute()
    : [];
  const byPost = new Map<string, CommentRow[]>();
  for (const c of comments) {
    const list = byPost.get(c.post_id) ?? [];
    list.push({
      id: c.id,
      author: displayName(c.author_name),
      content: c.content,
      hidden: c.hidden_at !== null,
      created: fmt(c.created_at),
    });
    byPost.set(c.post_id, list);
  }
  const member = query.author ? await memberSummary(query.author, db) : null;
  return {
    ...list,
    member,
    rows: list.rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      category: r.category,
      authorId: r.author_id,
      author: displayName(r.author_name),
      authorBanned: Number(r.author_banned) === 1,
      authorIsAdmin: r.author_role === "admin",
      hidden: r.hidden_at !== null,
      upvotes: Number(r.upvotes),
      commentsCount: Number(r.comments_count),
      created: fmt(r.created_at),
      comments: byPost.get(r.id) ?? [],
    })),
  };
}

function displayName(name: string | null | undefined): string {
  const t = (name ?? "").trim();
  return t || "Traveller";
}

/** A member's columns and the number of their posts (the Members tab, a member's posts). */
function memberColumns(qb: SelectQueryBuilder<Database, "users", object>) {
  return qb
    .select(["id", "name", "email", "role", "banned", "ban_reason", "created_at"])
    .select((eb) =>
      eb
        .selectFrom("posts")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("posts.author_id", "=", "users.id")
        .as("posts"),
    );
}

type MemberColumns = Awaited<ReturnType<ReturnType<typeof memberColumns>["executeTakeFirstOrThrow"]>>;

function toMemberSummary(u: MemberColumns): MemberSummary {
  return {
    id: u.id,
    name: displayName(u.name),
    email: u.email,
    role: u.role,
    banned: Number(u.banned) === 1,
    banReason: u.ban_reason,
    posts: Number(u.posts ?? 0),
    joined: fmt(u.created_at),
  };
}

async function memberSummary(id: string, db: Db): Promise<MemberSummary | null> {
  const u = await memberColumns(db.selectFrom("users")).where("id", "=", id).executeTakeFirst();
  return u ? toMemberSummary(u) : null;
}

/** Members (accounts), searchable by name or email, newest first. */
export async function listMembers(query: DashboardQuery, db: Db = getDb()): Promise<Paged<MemberSummary>> {
  const base = db
    .selectFrom("users")
    .$if(Boolean(query.q), (qb) => qb.where(containsAny(db, ["name", "email"], query.q)));
  return paged(
    base,
    query.page,
    (qb) => memberColumns(qb).orderBy("created_at", "desc").orderBy("id", "desc"),
    toMemberSummary,
  );
}

export type AuditRow = {
  id: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string | null;
  created: string;
};

export async function listAudit(query: DashboardQuery, db: Db = getDb()): Promise<Paged<AuditRow>> {
  const base = db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_id")
    .$if(Boolean(query.q), (qb) =>
      qb.where(
        containsAny(
          db,
          ["audit_log.action", "audit_log.target_type", "audit_log.target_id", "audit_log.detail", "users.email"],
          query.q,
        ),
      ),
    );
  return paged(
    base,
    query.page,
    (qb) =>
      qb
        .select([
          "audit_log.id",
          "audit_log.action",
          "audit_log.target_type",
          "audit_log.target_id",
          "audit_log.detail",
          "audit_log.created_at",
          "users.email as actor_email",
        ])
        .orderBy("audit_log.created_at", "desc")
        .orderBy("audit_log.id", "desc"),
    (r) => ({
      id: r.id,
      actor: r.actor_email ?? "(deleted account)",
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      detail: r.detail,
      created: fmt(r.created_at),
    }),
  );
}

// --- Actions ----------------------------------------------------------------------------------

export type AuditEntry = {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  detail?: string | null;
};

export async function writeAudit(db: Db | Trx, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: entry.detail ? entry.detail.slice(0, 2000) : null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The outcome of an action: a toast for the operator, and the HTTP status when nothing was found or allowed. */
export type ActionResult = { ok: boolean; status: number; title: string; description?: string };

const notFound = (what: string): ActionResult => ({
  ok: false,
  status: 404,
  title: "Not found",
  description: `That ${what} no longer exists.`,
});

/** Runs one admin action for `actor` and records it in the audit log. */
export async function runAdminAction(
  actor: { id: string },
  action: AdminAction,
  db: Db = getDb(),
): Promise<ActionResult> {
  const now = new Date();
  const at = now.toISOString();
  switch (action.intent) {
    case "review-update":
    case "review-partner": {
      const table = action.intent === "review-update" ? "transport_updates" : "partner_requests";
      const targetType = action.intent === "review-update" ? "transport_update" : "partner_request";
      const prefix = action.intent === "review-update" ? "update" : "partner";
      const found = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable(table)
          .set({
            status: action.status,
            review_note: action.note,
            reviewed_at: action.status === "pending" ? null : at,
            reviewed_by: action.status === "pending" ? null : actor.id,
          })
          .where("id", "=", action.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await writeAudit(
          trx,
          {
            actorId: actor.id,
            action: `${prefix}.${action.status}`,
            targetType,
            targetId: action.id,
            detail: action.note,
          },
          now,
        );
        return true;
      });
      if (!found) return notFound(action.intent === "review-update" ? "update" : "partner request");
      const label = { pending: "Marked as pending", approved: "Approved", rejected: "Rejected" }[action.status];
      return { ok: true, status: 200, title: label };
    }
    case "mark-message": {
      const found = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("contact_messages")
          .set({ read_at: action.read ? at : null })
          .where("id", "=", action.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await writeAudit(
          trx,
          {
            actorId: actor.id,
            action: action.read ? "message.read" : "message.unread",
            targetType: "contact_message",
            targetId: action.id,
          },
          now,
        );
        return true;
      });
      if (!found) return notFound("message");
      return { ok: true, status: 200, title: action.read ? "Marked as read" : "Marked as unread" };
    }
    case "hide-post":
    case "hide-comment": {
      const isPost = action.intent === "hide-post";
      const found = await db.transaction().execute(async (trx) => {
        const ok = isPost
          ? await hidePost(action.id, action.hidden, trx)
          : await hideComment(action.id, action.hidden, trx);
        if (!ok) return false;
        await writeAudit(
          trx,
          {
            actorId: actor.id,
            action: `${isPost ? "post" : "comment"}.${action.hidden ? "hide" : "unhide"}`,
            targetType: isPost ? "post" : "comment",
            targetId: action.id,
          },
          now,
        );
        return true;
      });
      if (!found) return notFound(isPost ? "post" : "comment");
      return {
        ok: true,
        status: 200,
        title: `${isPost ? "Post" : "Comment"} ${action.hidden ? "hidden" : "visible again"}`,
      };
    }
    case "delete-post": {
      const post = await db.selectFrom("posts").select(["title"]).where("id", "=", action.id).executeTakeFirst();
      // deletePost removes the rows in one transaction (the audit row with them), then the media files.
      const deleted =
        post &&
        (await deletePost(action.id, db, (trx) =>
          writeAudit(
            trx,
            { actorId: actor.id, action: "post.delete", targetType: "post", targetId: action.id, detail: post.title },
            now,
          ),
        ));
      if (!deleted) return notFound("post");
      return { ok: true, status: 200, title: "Post deleted" };
    }
    case "delete-comment": {
      const found = await db.transaction().execute(async (trx) => {
        const comment = await trx
          .selectFrom("comments")
          .select(["content"])
          .where("id", "=", action.id)
          .executeTakeFirst();
        if (!comment || !(await deleteComment(action.id, trx))) return false;
        await writeAudit(
          trx,
          {
            actorId: actor.id,
            action: "comment.delete",
            targetType: "comment",
            targetId: action.id,
            detail: comment.content.slice(0, 200),
          },
          now,
        );
        return true;
      });
      if (!found) return notFound("comment");
      return { ok: true, status: 200, title: "Comment deleted" };
    }
    case "ban-user": {
      if (action.id === actor.id) {
        return { ok: false, status: 400, title: "Not allowed", description: "You cannot ban your own account." };
      }
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("users")
          .set({
            banned: action.banned ? 1 : 0,
            ban_reason: action.banned ? action.reason : null,
            ban_expires: null,
            updated_at: at,
          })
          .where("id", "=", action.id)
          // Admins are not banned from the dashboard; demote them first.
          .where("role", "!=", "admin")
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) {
          const exists = await trx.selectFrom("users").select("role").where("id", "=", action.id).executeTakeFirst();
          return exists ? "admin" : "missing";
        }
        await writeAudit(
          trx,
          {
            actorId: actor.id,
            action: action.banned ? "user.ban" : "user.unban",
            targetType: "user",
            targetId: action.id,
            detail: action.reason,
          },
          now,
        );
        return "done";
      });
      if (outcome === "missing") return notFound("member");
      if (outcome === "admin") {
        return { ok: false, status: 400, title: "Not allowed", description: "Admins cannot be banned." };
      }
      // A banned member is signed out everywhere (after the commit: their sessions end for good).
      if (action.banned) await endUserSessions(action.id);
      return { ok: true, status: 200, title: action.banned ? "Member banned" : "Member unbanned" };
    }
  }
}

// --- Exports ----------------------------------------------------------------------------------

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

function keyset<T extends "subscribers" | "transport_updates" | "partner_requests" | "contact_messages">(
  db: Db,
  table: T,
) {
  return (after: Keyed | null, limit: number) =>
    db
      .selectFrom(table as "subscribers")
      .selectAll()
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

type Rec = Record<string, string | number | null>;
const col = (header: string, key: string): CsvColumn<Rec> => ({ header, value: (r) => r[key] });

const EXPORTS: Record<
  ExportKind,
  { table: "subscribers" | "transport_updates" | "partner_requests" | "contact_messages"; columns: CsvColumn<Rec>[] }
> = {
  subscribers: {
    table: "subscribers",
    columns: [
      col("id", "id"),
      col("name", "name"),
      col("email", "email"),
      col("source", "source"),
      col("status", "status"),
      col("created_at", "created_at"),
      col("unsubscribed_at", "unsubscribed_at"),
    ],
  },
  "transport-updates": {
    table: "transport_updates",
    columns: [
      col("id", "id"),
      col("name", "name"),
      col("route", "route"),
      col("travel_date", "travel_date"),
      col("changes", "changes"),
      col("price", "price"),
      col("operator", "operator"),
      col("evidence_url", "evidence_url"),
      col("status", "status"),
      col("review_note", "review_note"),
      col("reviewed_at", "reviewed_at"),
      col("created_at", "created_at"),
    ],
  },
  "partner-requests": {
    table: "partner_requests",
    columns: [
      col("id", "id"),
      col("company", "company_name"),
      col("routes", "routes"),
      col("whatsapp", "whatsapp"),
      col("pricing_link", "pricing_link"),
      col("notes", "notes"),
      col("status", "status"),
      col("review_note", "review_note"),
      col("reviewed_at", "reviewed_at"),
      col("created_at", "created_at"),
    ],
  },
  "contact-messages": {
    table: "contact_messages",
    columns: [
      col("id", "id"),
      col("first_name", "first_name"),
      col("last_name", "last_name"),
      col("email", "email"),
      col("subject", "subject"),
      col("message", "message"),
      col("read_at", "read_at"),
      col("created_at", "created_at"),
    ],
  },
};

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
export function exportResponse(kind: ExportKind, db: Db = getDb(), now = new Date()): Response {
  const spec = EXPORTS[kind];
  const rows = batches(keyset(db, spec.table) as (after: Keyed | null, limit: number) => Promise<(Rec & Keyed)[]>);
  return csvResponse(csvFileName(kind, now, adminTimeZone()), spec.columns, rows);
}
