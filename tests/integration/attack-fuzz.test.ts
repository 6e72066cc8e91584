/**
 * Attack suite, property-based fuzzing (fast-check) of every form action: any field values (unicode,
 * control characters, NUL, very long strings, repeated fields, unknown fields) and any content type
 * and body (JSON, plain text, broken multipart, random bytes, bad %-escapes) get a 2xx, 3xx or 4xx
 * answer, never a 5xx. Runs are few per route and the seed is fixed, so the suite stays fast and
 * repeatable; a failure prints the counterexample.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import {
  type Actors,
  createActors,
  insertComment,
  insertPost,
  quietExpectedRefusalLogs,
  rawPost,
  send,
} from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

quietExpectedRefusalLogs();

import { multipart } from "./forum-fixtures.ts";

/** Fixed for repeatable runs; ATTACK_FUZZ_SEED and ATTACK_FUZZ_RUNS explore further (e.g. 1234 and 200). */
const SEED = Number(process.env.ATTACK_FUZZ_SEED ?? 7);
const RUNS = Number(process.env.ATTACK_FUZZ_RUNS ?? 12);

type Who = "visitor" | "member" | "admin";
type Target = { path: (ids: Ids) => string; who: Who; fields: string[]; intents?: string[] };
type Ids = { postId: string; commentId: string };

const TARGETS: Target[] = [
  { path: () => "/newsletter", who: "visitor", fields: ["email", "source", "returnTo", "website"] },
  { path: () => "/unsubscribe", who: "visitor", fields: ["token", "email"] },
  { path: () => "/unsubscribe/one-click?token=abc", who: "visitor", fields: ["List-Unsubscribe"] },
  { path: () => "/contact", who: "visitor", fields: ["first_name", "last_name", "email", "subject", "message", "via"] },
  {
    path: () => "/partners",
    who: "visitor",
    fields: ["company", "routes", "whatsapp", "pricing_link", "notes", "email", "via"],
  },
  {
    path: () => "/submit-update",
    who: "visitor",
    fields: ["name", "route", "travel_date", "changes", "price", "operator", "evidence_url", "via"],
  },
  {
    path: () => "/auth",
    who: "visitor",
    fields: ["email", "password", "name", "redirectTo"],
    intents: ["signin", "signup", "resend", "signout"],
  },
  { path: () => "/auth/forgot", who: "visitor", fields: ["email"] },
  { path: () => "/auth/reset", who: "visitor", fields: ["token", "password"] },
  {
    path: () => "/account",
    who: "member",
    fields: ["name", "userCategory", "currentPassword", "newPassword", "confirm", "password", "avatar"],
    intents: ["profile", "avatar", "remove-avatar", "password", "delete"],
  },
  { path: () => "/community", who: "member", fields: ["title", "content", "category", "media", "returnTo"] },
  { path: () => "/api/community/posts", who: "member", fields: ["title", "content", "category", "media"] },
  {
    path: (ids) => `/community/${ids.postId}`,
    who: "member",
    fields: ["value", "content", "title", "category", "commentId", "returnTo", "via", "reason", "note"],
    intents: ["upvote", "comment", "edit-post", "delete-post", "edit-comment", "delete-comment", "report", "watch"],
  },
  { path: () => "/account/notifications", who: "member", fields: ["level"], intents: ["level", "mark-read"] },
  { path: () => "/notifications/unsubscribe", who: "visitor", fields: ["token"] },
  { path: () => "/notifications/unsubscribe/one-click?token=abc", who: "visitor", fields: ["List-Unsubscribe"] },
  {
    path: () => "/admin",
    who: "admin",
    fields: ["id", "status", "note", "read", "hidden", "confirm", "banned", "reason", "returnTo", "kind"],
    intents: [
      "review-update",
      "review-partner",
      "mark-message",
      "hide-post",
      "delete-post",
      "hide-comment",
      "delete-comment",
      "ban-user",
      "restore-reported",
      "delete-reported",
    ],
  },
  { path: () => "/api/auth/sign-in/email", who: "visitor", fields: ["email", "password", "rememberMe"] },
  { path: () => "/api/auth/sign-up/email", who: "visitor", fields: ["email", "password", "name", "role"] },
  { path: () => "/api/auth/request-password-reset", who: "visitor", fields: ["email", "redirectTo"] },
  { path: () => "/api/auth/reset-password", who: "visitor", fields: ["token", "newPassword"] },
  { path: () => "/api/auth/change-password", who: "member", fields: ["currentPassword", "newPassword"] },
];

/** Strings an attacker would try: unicode, control characters, NUL, markup, huge, or plausible. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom("\0", "\r", "\n", "\t", "\u202e", "\ufeff", "%", "&", "=", "<", '"', "\ud800"),
    maxLength: 30,
  }),
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "[]",
    "{}",
    "0",
    "-1",
    "1e309",
    "NaN",
    "true",
    "../../etc/passwd",
    "%00",
    "%zz",
  ),
  fc.constantFrom(
    "a@b.c",
    "x@example.com",
    "00000000-0000-4000-8000-000000000000",
    "https://example.com",
    "javascript:alert(1)",
  ),
  fc.integer({ min: 1_000, max: 30_000 }).map((n) => "x".repeat(n)),
);

/** Form fields: known names (sometimes repeated) plus unknown ones. */
function fieldsFor(target: Target) {
  const known = fc.dictionary(fc.constantFrom(...target.fields), fc.array(nasty, { minLength: 1, maxLength: 3 }), {
    maxKeys: target.fields.length,
  });
  const unknown = fc.dictionary(fc.string({ maxLength: 12 }), fc.array(nasty, { maxLength: 2 }), { maxKeys: 3 });
  const intent = target.intents
    ? fc.option(fc.constantFrom(...target.intents, ...["", "nonsense"]), { nil: undefined })
    : fc.constant(undefined);
  return fc.record({ known, unknown, intent });
}

type Fields = { known: Record<string, string[]>; unknown: Record<string, string[]>; intent: string | undefined };

function entries(f: Fields): [string, string][] {
  const out: [string, string][] = [];
  if (f.intent !== undefined) out.push(["intent", f.intent]);
  for (const [k, vs] of [...Object.entries(f.known), ...Object.entries(f.unknown)])
    for (const v of vs) out.push([k, v]);
  return out;
}

type Body = { contentType: string | null; body: Uint8Array | string };

/** The body the fields travel in: urlencoded, multipart, JSON, or something broken. */
const bodyFor = (target: Target) =>
  fc.oneof(
    fieldsFor(target).map(
      (f): Body => ({
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams(entries(f)).toString(),
      }),
    ),
    fieldsFor(target).map((f): Body => {
      const { body, contentType } = multipart(Object.fromEntries(entries(f)), [
        { name: "a.jpg", type: "image/jpeg", data: Buffer.from(entries(f).flat().join("")), field: "media" },
      ]);
      return { contentType, body: new Uint8Array(body) };
    }),
    fieldsFor(target).map(
      (f): Body => ({ contentType: "application/json", body: JSON.stringify(Object.fromEntries(entries(f))) }),
    ),
    fc.record({
      contentType: fc.constantFrom(
        null,
        "",
        "application/json",
        "text/plain",
        "text/html; charset=utf-16",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=zzz",
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=bogus",
        "application/octet-stream",
        "image/jpeg",
      ),
      body: fc.oneof(
        fc.uint8Array({ maxLength: 2_000 }),
        fc.string({ maxLength: 300 }),
        fc.constantFrom(
          "%zz=%",
          "a=%E0%A4%A",
          '--zzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsignin',
          "{",
          "[1,2",
          "null",
        ),
      ),
    }),
  );

describeBothDatabases("attack: fuzzing every form action", (getDb) => {
  let actors: Actors | undefined;
  let ids: Ids | undefined;

  for (const target of TARGETS) {
    it(`${target.path({ postId: ":id", commentId: "" })} (as ${target.who}) never answers 5xx`, async () => {
      const db = getDb();
      actors ??= await createActors(db);
      if (!ids) {
        const postId = await insertPost(db, actors.member.id);
        ids = { postId, commentId: await insertComment(db, actors.member.id, postId) };
      }
      const cookie = target.who === "visitor" ? undefined : actors[target.who].cookie;
      const path = target.path(ids);
      await fc.assert(
        fc.asyncProperty(bodyFor(target), async ({ contentType, body }) => {
          const response = await send(rawPost(path, body as BodyInit, contentType, { cookie }));
          await response.arrayBuffer();
          expect(response.status, `${path} ${contentType}`).toBeGreaterThanOrEqual(200);
          expect(response.status, `${path} ${contentType}`).toBeLessThan(500);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }
});
