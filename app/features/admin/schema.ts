import { z } from "zod";
import { ROUTE_SORTS } from "~/features/route-edits/constants.ts";
import { sameSitePath } from "~/lib/safe-redirect.ts";
import {
  DEFAULT_SUBSCRIBER_FILTER,
  NOTE_MAX,
  REVIEW_STATUSES,
  SEARCH_MAX,
  SUBSCRIBER_FILTERS,
  TABS,
} from "./constants.ts";

/**
 * What the admin dashboard accepts in its URL and its forms, checked by the server (loader, action,
 * export route), which is the one that decides. Tabs, labels and texts: constants.ts.
 */

/** The dashboard's query string; anything unknown or malformed falls back to the defaults. */
export const dashboardQuerySchema = z.object({
  tab: z.enum(TABS).catch("subscribers"),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX)
    .catch("")
    .transform((v) => v.slice(0, SEARCH_MAX)),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  status: z.enum(REVIEW_STATUSES).optional().catch(undefined),
  /** The Subscribers tab's state filter. */
  state: z.enum(SUBSCRIBER_FILTERS).catch(DEFAULT_SUBSCRIBER_FILTER),
  author: z.uuid().optional().catch(undefined),
  /** The Routes tab: only stale routes, the order, the route being edited ("new": a new one), the place form, the update being applied. */
  stale: z.literal("1").optional().catch(undefined),
  /** The Routes tab: only routes with texts the Indonesian edition shows in English. */
  untranslated: z.literal("1").optional().catch(undefined),
  sort: z.enum(ROUTE_SORTS).catch("oldest"),
  edit: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(120)
    .optional()
    .catch(undefined),
  place: z.literal("new").optional().catch(undefined),
  update: z.uuid().optional().catch(undefined),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export function parseDashboardQuery(url: URL): DashboardQuery {
  const raw = Object.fromEntries(
    ["tab", "q", "page", "status", "state", "author", "stale", "untranslated", "sort", "edit", "place", "update"].map(
      (k) => [k, url.searchParams.get(k) ?? undefined],
    ),
  );
  return dashboardQuerySchema.parse(raw);
}

const id = z.uuid("That record id is not valid.");
const flag = z.enum(["0", "1"]).transform((v) => v === "1");
/** Deleting cannot be undone: the form's second step ('Confirm delete') sends confirm=1. */
const confirmed = z.literal("1", "Confirm the deletion first: it cannot be undone.");
const note = z
  .string()
  .trim()
  .max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters.`)
  .optional()
  .transform((v) => (v ? v : null));

/** Every admin action, told apart by `intent`. */
export const adminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("review-update"), id, status: z.enum(REVIEW_STATUSES), note }),
  z.object({ intent: z.literal("review-partner"), id, status: z.enum(REVIEW_STATUSES), note }),
  z.object({ intent: z.literal("mark-message"), id, read: flag }),
  z.object({ intent: z.literal("hide-post"), id, hidden: flag }),
  z.object({ intent: z.literal("delete-post"), id, confirm: confirmed }),
  z.object({ intent: z.literal("hide-comment"), id, hidden: flag }),
  z.object({ intent: z.literal("delete-comment"), id, confirm: confirmed }),
  z.object({ intent: z.literal("ban-user"), id, banned: flag, reason: note }),
  // The Routes tab's forms: every field is checked by the content's own schema in the handler
  // (app/features/route-edits), which reports each problem at its field.
  z.looseObject({
    intent: z.literal("save-route"),
    baseRevision: z.union([z.literal("new"), z.coerce.number().int().min(0).max(1_000_000)], {
      error: "That form is out of date: open the route again.",
    }),
    update: z.union([z.uuid(), z.literal("")]).optional(),
  }),
  z.looseObject({ intent: z.literal("add-place") }),
  // The report queue (ADR 0022): the reported item is a post or a comment.
  z.object({ intent: z.literal("restore-reported"), id, kind: z.enum(["post", "comment"]) }),
  z.object({ intent: z.literal("delete-reported"), id, kind: z.enum(["post", "comment"]), confirm: confirmed }),
]);
export type AdminAction = z.infer<typeof adminActionSchema>;

/** Where to go back after an action: only a dashboard URL (app/lib/safe-redirect.ts). */
export const returnToSchema = z
  .unknown()
  .transform((value) => sameSitePath(value, { fallback: "/admin", under: ["/admin"] }));
