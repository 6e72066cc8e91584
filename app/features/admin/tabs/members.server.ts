import type { SelectQueryBuilder } from "kysely";
import { endUserSessions } from "~/features/accounts/session.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { type ActionHandlers, done, notAllowed, notFound } from "../audit.server.ts";
import { containsAny, type Db, displayName, formatStamp, type Paged, paged } from "../listing.server.ts";
import type { DashboardQuery } from "../schema.ts";
import { ACTION_TEXT } from "../texts.ts";

/** The Members tab: accounts, their posts, and banning (an admin is never banned, nor the admin acting). */

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
    joined: formatStamp(u.created_at),
  };
}

/** One member, for the header of their posts on the Community tab. */
export async function memberSummary(id: string, db: Db): Promise<MemberSummary | null> {
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

export const memberActions = {
  "ban-user": async (action, { actor, now, audited }) => {
    if (action.id === actor.id) return notAllowed(ACTION_TEXT.cannotBanSelf);
    let missing = false;
    const changed = await audited(async (trx) => {
      const result = await trx
        .updateTable("users")
        .set({
          banned: action.banned ? 1 : 0,
          ban_reason: action.banned ? action.reason : null,
          ban_expires: null,
          updated_at: now.toISOString(),
        })
        .where("id", "=", action.id)
        // Admins are not banned from the dashboard; demote them first.
        .where("role", "!=", "admin")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) {
        return {
          action: action.banned ? "user.ban" : "user.unban",
          targetType: "user",
          targetId: action.id,
          detail: action.reason,
        };
      }
      missing = !(await trx.selectFrom("users").select("role").where("id", "=", action.id).executeTakeFirst());
      return null;
    });
    if (missing) return notFound("member");
    if (!changed) return notAllowed(ACTION_TEXT.cannotBanAdmin);
    // A banned member is signed out everywhere (after the commit: their sessions end for good).
    if (action.banned) await endUserSessions(action.id);
    return done(action.banned ? ACTION_TEXT.memberBanned : ACTION_TEXT.memberUnbanned);
  },
} satisfies Pick<ActionHandlers, "ban-user">;
