import { getDb } from "~/lib/db/index.server.ts";
import { type ActionHandlers, done, notFound } from "../audit.server.ts";
import { exportColumn as col, type ExportSpec } from "../csv.server.ts";
import { containsAny, type Db, formatStamp, type Paged, paged } from "../listing.server.ts";
import type { DashboardQuery } from "../schema.ts";
import { ACTION_TEXT } from "../texts.ts";

/** The Messages tab: the contact form's messages, read or unread, answered by email; their CSV export. */

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
      created: formatStamp(r.created_at),
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

export const messageActions = {
  "mark-message": async (action, { now, audited }) => {
    const found = await audited(async (trx) => {
      const result = await trx
        .updateTable("contact_messages")
        .set({ read_at: action.read ? now.toISOString() : null })
        .where("id", "=", action.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      return {
        action: action.read ? "message.read" : "message.unread",
        targetType: "contact_message",
        targetId: action.id,
      };
    });
    if (!found) return notFound("message");
    return done(action.read ? ACTION_TEXT.markedRead : ACTION_TEXT.markedUnread);
  },
} satisfies Pick<ActionHandlers, "mark-message">;

export const messagesExport: ExportSpec = {
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
};
