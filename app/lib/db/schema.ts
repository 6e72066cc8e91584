import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Locale } from "../locale.ts";

/**
 * Kysely's view of the database: one interface per table, keyed by table name.
 * Conventions (docs/decisions/0003-data-layer-conventions.md), the same on SQLite and PostgreSQL:
 * - ids: TEXT holding `crypto.randomUUID()`;
 * - timestamps: TEXT ISO-8601 UTC with milliseconds (`new Date().toISOString()`): sorts as text;
 * - booleans: INTEGER 0/1 (`Flag` below);
 * - counters: INTEGER NOT NULL DEFAULT 0.
 *
 * Adding tables: write the migration (migrations/), then add the table's interface here, in a section
 * named after the migration, and list it in `Database`.
 */

/** INTEGER 0/1. */
export type Flag = 0 | 1;
/** TEXT ISO-8601 UTC timestamp, e.g. "2026-11-03T08:15:30.123Z". */
export type Timestamp = string;

// --- 0001_core ---

export interface RateLimitsTable {
  /** What is limited and for whom, e.g. "sign-in:ip:203.0.113.9". */
  key: string;
  count: number;
  window_start: Timestamp;
  /** window_start + window; rows past it are deleted by the periodic cleanup. */
  expires_at: Timestamp;
}

export type JobStatus = "pending" | "running" | "succeeded" | "failed";

export interface JobsTable {
  id: string;
  type: string;
  /** JSON text. */
  payload: string;
  status: JobStatus;
  attempts: Generated<number>;
  max_attempts: number;
  /** Not before this time. */
  run_at: Timestamp;
  /** A running job whose lease has passed is considered abandoned (crashed worker) and is retried. */
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  /** Unique when set: enqueueing the same key again does nothing. */
  dedupe_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

// --- 0002_auth ---

export type UserRole = "user" | "admin";
export type UserCategoryValue = "traveller" | "local-guide" | "photographer" | "blogger" | "business";

export interface UsersTable {
  id: string;
  /** '' when no name was given. */
  name: Generated<string>;
  /** Lower-cased and trimmed; unique. */
  email: string;
  email_verified: Generated<Flag>;
  /** Avatar URL path, e.g. /account/avatar/{id}.webp?v=... */
  image: string | null;
  role: Generated<UserRole>;
  banned: Generated<Flag>;
  ban_reason: string | null;
  ban_expires: Timestamp | null;
  user_category: Generated<UserCategoryValue>;
  /** The language every mail to the member is written in (0016_editions, ADR 0036). */
  locale: Generated<Locale>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  /** Opaque random token (the cookie carries it, signed). */
  token: string;
  user_id: string;
  /** Idle expiry (slides on use, capped by the absolute lifetime). */
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountsTable {
  id: string;
  account_id: string;
  /** "credential" for email and password. */
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  /** Password hash (scrypt) for provider "credential". */
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// --- 0003_submissions ---

export type SubscriberSource = "footer" | "home" | "blog";
export type SubscriberStatus = "subscribed" | "unsubscribed";
export type ReviewStatus = "pending" | "approved" | "rejected";

export interface SubscribersTable {
  id: string;
  /** Lower-cased and trimmed; unique. */
  email: string;
  name: string | null;
  source: SubscriberSource;
  status: Generated<SubscriberStatus>;
  created_at: Timestamp;
  unsubscribed_at: Timestamp | null;
  /** When the owner confirmed this subscription (double opt-in); null while pending. */
  confirmed_at: Timestamp | null;
  /** When the last confirmation mail was asked for (resend limit, purge of unconfirmed signups). */
  confirm_sent_at: Timestamp | null;
  /** The language of the confirmation and every newsletter mail (0016_editions, ADR 0036). */
  locale: Generated<Locale>;
}

export interface TransportUpdatesTable {
  id: string;
  name: string;
  route: string;
  /** YYYY-MM-DD, or NULL when not given. */
  travel_date: string | null;
  changes: string;
  price: string | null;
  operator: string | null;
  evidence_url: string | null;
  status: Generated<ReviewStatus>;
  review_note: string | null;
  reviewed_at: Timestamp | null;
  /** users.id of the reviewing admin; NULL once that account is deleted. */
  reviewed_by: string | null;
  created_at: Timestamp;
  /** When an admin applied this (approved) update to a route (0008_route_edits); NULL until then. */
  applied_at: Timestamp | null;
  /** route_revisions.id of the save that applied it. */
  applied_revision_id: string | null;
}

export interface PartnerRequestsTable {
  id: string;
  company_name: string;
  routes: string;
  whatsapp: string | null;
  /** Added by 0009_partner_email; a request has an email or a WhatsApp number (older rows may have neither). */
  email: string | null;
  pricing_link: string | null;
  notes: string | null;
  status: Generated<ReviewStatus>;
  review_note: string | null;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

// --- 0004_forum ---

export type PostCategory = "general" | "transport" | "routes" | "tips" | "experience";

export interface PostsTable {
  id: string;
  author_id: string;
  title: string;
  /** Plain text as written (line breaks kept); never HTML. */
  content: string;
  category: PostCategory;
  /** Kept equal to the number of user_upvotes rows by triggers (0004_forum). */
  upvotes: Generated<number>;
  /** Kept equal to the number of comments rows by triggers (0004_forum). */
  comments_count: Generated<number>;
  /** sha256 of the normalised title and content; unique per author (repeated identical posts). */
  content_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  edited_at: Timestamp | null;
  /** Set when an admin hid the post (shown to admins only); null when visible. */
  hidden_at: Timestamp | null;
  /** The language it is written in, chosen when posting (0016_editions, ADR 0036). */
  language: Generated<Locale>;
  // SQLite also has `seq` (the FTS rowid) and PostgreSQL `search` (tsvector): internal to search.
}

export interface CommentsTable {
  id: string;
  post_id: string;
  author_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  edited_at: Timestamp | null;
  /** Set when an admin hid the comment (shown to admins only, not counted); null when visible. */
  hidden_at: Timestamp | null;
}

export interface UserUpvotesTable {
  user_id: string;
  post_id: string;
  created_at: Timestamp;
}

export interface PostMediaTable {
  id: string;
  /** NULL while its post is being created and after the post is deleted (the files then await removal). */
  post_id: string | null;
  uploader_id: string | null;
  position: number;
  kind: "image" | "video";
  content_type: string;
  /** The stored object served at /media/{storage_key} (the largest image width, or the video). */
  storage_key: string;
  width: number | null;
  height: number | null;
  size_bytes: number;
  /** JSON: [{ key, width, height, bytes }], smallest first; [] for videos. */
  variants: string;
  original_name: string | null;
  created_at: Timestamp;
}

// --- 0005_admin ---

export interface AuditLogTable {
  id: string;
  /** The admin who acted; NULL once their account is deleted. */
  actor_id: string | null;
  /** What was done, e.g. "update.approve", "post.hide", "user.ban". */
  action: string;
  /** "transport_update" | "partner_request" | "contact_message" | "post" | "comment" | "user". */
  target_type: string;
  target_id: string;
  /** A short human-readable note (review note, ban reason, title of a deleted post). */
  detail: string | null;
  created_at: Timestamp;
}

// --- 0010_reports_and_notifications ---

export type ReportReason = "spam" | "scam" | "offensive" | "wrong-information" | "other";

export interface ReportsTable {
  id: string;
  /** "post:<id>" or "comment:<id>"; unique with reporter_id (one report per member per item). */
  target_key: string;
  /** The reported post, or the reported comment's post. */
  post_id: string;
  comment_id: string | null;
  reporter_id: string;
  reason: ReportReason;
  note: string | null;
  /** 1 when the reporter was an established member when reporting (ADR 0025; counts toward hiding). */
  qualifies: Flag;
  /** 0013: the reporter's network ("198.51.100.0/24", "2001:db8:1::/48", "unknown"); NULL before 0013. */
  reporter_network: string | null;
  /** 0013: when this report was one of those that hid the item automatically. */
  counted_in_hide_at: Timestamp | null;
  created_at: Timestamp;
  /** Set when an admin reviewed the item and restored it (the report is closed). */
  reviewed_at: Timestamp | null;
}

export interface ReportCasesTable {
  target_key: string;
  post_id: string;
  comment_id: string | null;
  /** Open reports; changed only by one upsert per report. */
  reports: Generated<number>;
  /** Open reports from established members (ADR 0025). */
  qualifying: Generated<number>;
  first_reported_at: Timestamp;
  last_reported_at: Timestamp;
  /** When the reports hid the item (it waits for an admin's review). */
  auto_hidden_at: Timestamp | null;
}

export type NotificationLevel = "all" | "own" | "none";

export interface NotificationSettingsTable {
  user_id: string;
  level: NotificationLevel;
  updated_at: Timestamp;
}

export interface ThreadWatchesTable {
  user_id: string;
  post_id: string;
  /** 1: Watch; 0: Unwatch (no mail about this thread even if the member wrote in it). */
  watching: Flag;
  updated_at: Timestamp;
}

export interface ReplyNotificationsTable {
  user_id: string;
  comment_id: string;
  post_id: string;
  created_at: Timestamp;
  /** When a reply mail listed this comment. */
  mailed_at: Timestamp | null;
  /** When the member opened the thread or marked the reply read. */
  seen_at: Timestamp | null;
}

export interface ThreadMailStateTable {
  user_id: string;
  post_id: string;
  /** The last reply mail about this thread to this member (at most one an hour). */
  last_sent_at: Timestamp;
}

// --- 0008_route_edits ---

/** What a route revision did. */
export type RouteChange = "create" | "edit" | "discontinue";

export interface RouteRevisionsTable {
  id: string;
  route_id: string;
  /** 1, 2, ... per route (the shipped JSON is revision 0); UNIQUE (route_id, revision). */
  revision: number;
  change: RouteChange;
  /** "editor" | "operator" | "traveller-report" (SOURCE_KINDS). */
  source: string;
  /** YYYY-MM-DD, as in the record. */
  last_checked: string;
  /** JSON: the full route after the save (validated with the content's zod schema). */
  record: string;
  /** JSON: the route before the save; NULL for a new route. */
  previous: string | null;
  /** JSON: the top-level fields that differ between previous and record. */
  changed_fields: string;
  /** The traveller's update this save applied; NULL otherwise or once that update is deleted. */
  update_id: string | null;
  /** The admin who saved; NULL once their account is deleted. */
  actor_id: string | null;
  created_at: Timestamp;
}

export interface PlaceAdditionsTable {
  place_id: string;
  /** JSON: the full place (validated with the content's zod schema). */
  record: string;
  source: string;
  actor_id: string | null;
  created_at: Timestamp;
}

// --- 0011_forum_revisions ---

export interface ForumRevisionsTable {
  id: string;
  /** Exactly one of post_id and comment_id is set. */
  post_id: string | null;
  comment_id: string | null;
  /** The post's title then (NULL for a comment). */
  title: string | null;
  content: string;
  /** When this version was written (the post's creation or an earlier edit). */
  written_at: Timestamp;
  /** When an edit replaced it. */
  replaced_at: Timestamp;
}

// --- Database ---

/** Scheduled SQLite backups (migration 0014). */
export interface BackupsTable {
  id: string;
  started_at: string;
  finished_at: string | null;
  status: "ok" | "failed";
  file: string | null;
  size_bytes: number | null;
  checked: Generated<number>;
  s3_key: string | null;
  copy_error: string | null;
  error: string | null;
}

/** Alerts mailed to the operator, at most one per kind per UTC day (migration 0015). */
export interface OperatorAlertsTable {
  kind: string;
  day: string;
  created_at: string;
  detail: string;
}

export interface Database {
  rate_limits: RateLimitsTable;
  jobs: JobsTable;
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  subscribers: SubscribersTable;
  transport_updates: TransportUpdatesTable;
  partner_requests: PartnerRequestsTable;
  contact_messages: ContactMessagesTable;
  posts: PostsTable;
  comments: CommentsTable;
  user_upvotes: UserUpvotesTable;
  post_media: PostMediaTable;
  audit_log: AuditLogTable;
  reports: ReportsTable;
  report_cases: ReportCasesTable;
  notification_settings: NotificationSettingsTable;
  thread_watches: ThreadWatchesTable;
  reply_notifications: ReplyNotificationsTable;
  thread_mail_state: ThreadMailStateTable;
  route_revisions: RouteRevisionsTable;
  place_additions: PlaceAdditionsTable;
  forum_revisions: ForumRevisionsTable;
  backups: BackupsTable;
  operator_alerts: OperatorAlertsTable;
}

export type Job = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobUpdate = Updateable<JobsTable>;

/** Which database engine a Kysely instance talks to. */
export type SqlDialect = "sqlite" | "postgres";
