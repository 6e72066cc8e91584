import { getDb } from "~/lib/db/index.server.ts";
import type { Db } from "./listing.server.ts";
import { inState } from "./tabs/subscribers.server.ts";

/** The count cards above the tabs, and the unread badge of the Messages tab. */

export type DashboardCounts = {
  /** Confirmed subscribers: the ones that count (the tab's default view and the export). */
  subscribers: number;
  /** Signed up, not confirmed yet (purged after 7 days). */
  pending: number;
  unsubscribed: number;
  updates: number;
  pendingUpdates: number;
  partners: number;
  pendingPartners: number;
  unreadMessages: number;
};

/** Rows of a review table, and how many of them wait for review. */
function reviewCounts(db: Db, table: "transport_updates" | "partner_requests") {
  return db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>(eb.case().when("status", "=", "pending").then(1).else(0).end()).as("pending"),
    ])
    .executeTakeFirstOrThrow();
}

export async function dashboardCounts(db: Db = getDb()): Promise<DashboardCounts> {
  const count = (n: unknown) => Number(n ?? 0);
  const [subs, updates, partners, messages] = await Promise.all([
    db
      .selectFrom("subscribers")
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when(inState("confirmed")(eb)).then(1).else(0).end()).as("n"),
        eb.fn.sum<number>(eb.case().when(inState("pending")(eb)).then(1).else(0).end()).as("pending"),
        eb.fn.sum<number>(eb.case().when(inState("unsubscribed")(eb)).then(1).else(0).end()).as("unsubscribed"),
      ])
      .executeTakeFirstOrThrow(),
    reviewCounts(db, "transport_updates"),
    reviewCounts(db, "partner_requests"),
    db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    subscribers: count(subs.n),
    pending: count(subs.pending),
    unsubscribed: count(subs.unsubscribed),
    updates: count(updates.n),
    pendingUpdates: count(updates.pending),
    partners: count(partners.n),
    pendingPartners: count(partners.pending),
    unreadMessages: count(messages.n),
  };
}
