import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import sharp from "sharp";
import { median, rssMb, type WrkResult, wrkMedian } from "./lib.ts";

/**
 * Items 2 to 4 of `npm run bench`: /community at scale, writes from 100 concurrent clients, and
 * concurrent 10 MB photo uploads. Each talks to a running production server (`base`) and checks its
 * database directly afterwards (`Db`).
 */

/** A minimal SQL runner over either engine (the bench's own connection, next to the server's). */
export type Db = {
  all<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

export function sqliteDb(file: string): Db {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000");
  return {
    all: async <T>(sqlText: string, params: unknown[] = []) =>
      db.prepare(sqlText).all(...(params as (string | number | null)[])) as T[],
    close: async () => db.close(),
  };
}

export function postgresDb(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    all: async <T>(sqlText: string, params: unknown[] = []) => {
      let i = 0;
      // The queries below are written with SQLite's `?`; PostgreSQL wants $1, $2 ...
      const text = sqlText.replace(/\?/g, () => `$${++i}`);
      return (await pool.query(text, params)).rows as T[];
    },
    close: () => pool.end(),
  };
}

// --- Item 2: /community at scale -------------------------------------------------------------------

export const COMMUNITY_PAGES = [
  { name: "first page", path: "/community" },
  { name: "sorted (most liked)", path: "/community?sort=most_liked" },
  { name: "search, common word", path: "/community?q=ferry" },
  { name: "search, rare word", path: "/community?q=babirusa" },
];

/**
 * At 16 connections on two cores a request mostly waits for the 15 before it; the same page at one
 * connection (`oneConnection`) shows the server time of a single request.
 */
export type CommunityFigure = { page: string; path: string; oneConnection: WrkResult } & WrkResult;

export async function benchCommunity(
  base: string,
  { runs, seconds, memberCookie }: { runs: number; seconds: number; memberCookie: string },
): Promise<CommunityFigure[]> {
  const figures: CommunityFigure[] = [];
  const pages = [
    ...COMMUNITY_PAGES.map((page) => ({ ...page, headers: {} as Record<string, string> })),
    // Members never get the visitors' page cache (ADR 0011): every request is rendered.
    ...COMMUNITY_PAGES.slice(0, 1).map((page) => ({
      name: `${page.name}, signed in`,
      path: page.path,
      headers: { Cookie: memberCookie },
    })),
  ];
  for (const page of pages) {
    const check = await fetch(`${base}${page.path}`, { headers: page.headers });
    const html = await check.text();
    if (check.status !== 200 || !html.includes("/community/")) {
      throw new Error(`${page.path} answered ${check.status} without posts`);
    }
    if (page.headers.Cookie !== undefined && check.headers.has("x-cache")) {
      throw new Error(`${page.path}, signed in, came from the page cache`);
    }
    const { headers } = page;
    const url = `${base}${page.path}`;
    await wrkMedian(url, 1, { connections: 16, seconds: 1, headers }); // warm-up
    const loaded = await wrkMedian(url, runs, { connections: 16, seconds, headers });
    const oneConnection = await wrkMedian(url, runs, {
      connections: 1,
      seconds: Math.max(2, Math.round(seconds / 2)),
      headers,
    });
    figures.push({ page: page.name, path: page.path, ...loaded, oneConnection });
  }
  return figures;
}

// --- Members with sessions -------------------------------------------------------------------------

const PASSWORD = "bench-passphrase-not-common-42";

export type Member = { id: string; email: string; ip: string; cookie: string };

/**
 * Creates `count` confirmed members (two days old, so not "new accounts" to the rate limits) with a
 * password, and signs each in through the app (/api/auth/sign-in/email) from its own address, so
 * the sessions are the app's own.
 */
export async function createMembers(
  db: Db,
  base: string,
  count: number,
  tag: string,
  ipPrefix: string,
): Promise<Member[]> {
  const hash = await hashPassword(PASSWORD);
  const created = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const email = `bench-${tag}-${i}@bench.invalid`;
    await db.all(
      "insert into users (id, name, email, email_verified, role, banned, user_category, created_at, updated_at) values (?, ?, ?, 1, 'user', 0, 'traveller', ?, ?)",
      [id, `Bench ${i}`, email, created, created],
    );
    await db.all(
      "insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) values (?, ?, 'credential', ?, ?, ?, ?)",
      [randomUUID(), id, id, hash, created, created],
    );
    members.push({ id, email, ip: `${ipPrefix}.${Math.floor(i / 250)}.${(i % 250) + 1}`, cookie: "" });
  }
  await Promise.all(
    members.map(async (m) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-For": m.ip },
        body: JSON.stringify({ email: m.email, password: PASSWORD }),
      });
      const session = res.headers.getSetCookie().find((c) => c.includes("session_token="));
      if (!res.ok || !session) throw new Error(`sign-in of ${m.email} failed: ${res.status} ${await res.text()}`);
      m.cookie = session.split(";")[0]!;
    }),
  );
  return members;
}

// --- Item 3: writes from 100 concurrent clients -------------------------------------------------------

export type WriteFigure = {
  kind: string;
  requests: number;
  ok: number;
  errors: number;
  rps: number;
  p99ms: number;
  /** Writes answered with success that are missing from the database afterwards. */
  missing: number;
  /** Posts whose upvote count differs from their rows afterwards (upvotes only). */
  countMismatches?: number;
};

type Outcome = { ok: number; errors: number; rps: number; p99ms: number; statuses: Record<string, number> };

async function load(
  base: string,
  amount: number,
  next: (i: number) => { path: string; headers: Record<string, string>; body: string; key: string },
  succeeded: Set<string>,
): Promise<Outcome> {
  let counter = 0;
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url: base,
    connections: 100,
    amount,
    timeout: 30,
    requests: [
      {
        method: "POST",
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          const r = next(counter++);
          context.key = r.key;
          return { ...request, path: r.path, headers: { ...r.headers, Origin: base }, body: r.body };
        },
        onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status < 400) succeeded.add(context.key as string);
        },
      },
    ],
  });
  const ok = succeeded.size;
  return {
    ok,
    // Every request sent that did not get a success answer: 4xx/5xx, socket errors, timeouts.
    errors: amount - ok,
    rps: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    statuses,
  };
}

/** Newsletter signups (one new address, from its own IP, per request) and upvotes by `members`. */
export async function benchWrites(
  db: Db,
  base: string,
  members: Member[],
  { run, signups, upvotesPerMember }: { run: number; signups: number; upvotesPerMember: number },
): Promise<WriteFigure[]> {
  const tag = `${Date.now().toString(36)}-${run}`;
  const signedUp = new Set<string>();
  const s = await load(
    base,
    signups,
    (i) => {
      const email = `signup-${tag}-${i}@bench.invalid`;
      return {
        path: "/newsletter",
        key: email,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
          "X-Forwarded-For": `10.${100 + run}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: new URLSearchParams({ email, source: "footer", returnTo: "/" }).toString(),
      };
    },
    signedUp,
  );
  const stored = await db.all<{ email: string }>("select email from subscribers where email like ?", [
    `signup-${tag}-%`,
  ]);
  const storedEmails = new Set(stored.map((r) => r.email));
  const signupFigure: WriteFigure = {
    kind: "newsletter signups",
    requests: signups,
    ...s,
    missing: [...signedUp].filter((e) => !storedEmails.has(e)).length,
  };

  // Each member votes for different posts each run (the newest posts, none of which they voted for).
  const posts = await db.all<{ id: string }>(
    "select id from posts where hidden_at is null order by created_at desc limit ? offset ?",
    [upvotesPerMember, run * upvotesPerMember],
  );
  const voted = new Set<string>();
  const u = await load(
    base,
    members.length * upvotesPerMember,
    (i) => {
      const member = members[i % members.length]!;
      const post = posts[Math.floor(i / members.length) % posts.length]!;
      return {
        path: `/community/${post.id}`,
        key: `${member.id}|${post.id}`,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: member.cookie,
          "X-Forwarded-For": member.ip,
        },
        body: new URLSearchParams({ intent: "upvote", value: "1" }).toString(),
      };
    },
    voted,
  );
  const ids = posts.map((p) => p.id);
  const marks = ids.map(() => "?").join(", ");
  const memberMarks = members.map(() => "?").join(", ");
  const rows = await db.all<{ user_id: string; post_id: string }>(
    `select user_id, post_id from user_upvotes where post_id in (${marks}) and user_id in (${memberMarks})`,
    [...ids, ...members.map((m) => m.id)],
  );
  const present = new Set(rows.map((r) => `${r.user_id}|${r.post_id}`));
  const mismatches = await db.all<{ n: number }>(
    `select count(*) as n from posts p where p.id in (${marks}) and p.upvotes <> (select count(*) from user_upvotes v where v.post_id = p.id)`,
    ids,
  );
  return [
    signupFigure,
    {
      kind: "upvotes (signed-in members)",
      requests: members.length * upvotesPerMember,
      ...u,
      missing: [...voted].filter((k) => !present.has(k)).length,
      countMismatches: Number(mismatches[0]?.n ?? 0),
    },
  ];
}

/** Medians over runs (errors and missing writes summed: any one is a failure). */
export function combineWrites(runs: WriteFigure[][]): (WriteFigure & { statuses?: unknown })[] {
  return runs[0]!.map((first, k) => {
    const all = runs.map((r) => r[k]!);
    return {
      kind: first.kind,
      requests: all.reduce((a, r) => a + r.requests, 0),
      ok: all.reduce((a, r) => a + r.ok, 0),
      errors: all.reduce((a, r) => a + r.errors, 0),
      rps: median(all.map((r) => r.rps)),
      p99ms: median(all.map((r) => r.p99ms)),
      missing: all.reduce((a, r) => a + r.missing, 0),
      ...(first.countMismatches === undefined
        ? {}
        : { countMismatches: all.reduce((a, r) => a + (r.countMismatches ?? 0), 0) }),
      statuses: all.map((r) => (r as unknown as { statuses: unknown }).statuses),
    };
  });
}

// --- Item 4: five concurrent 10 MB photos -----------------------------------------------------------

const TEN_MB = 10 * 1024 * 1024;

/**
 * A real JPEG just under 10 MB (the upload limit): 4000 x 3000 of noise, which barely compresses,
 * at the quality that lands between 9 and 10 MB. Cached under bench/.cache.
 */
export async function tenMegabytePhoto(cacheDir: string): Promise<Buffer> {
  const file = path.join(cacheDir, "photo-10mb.jpg");
  if (existsSync(file)) return readFileSync(file);
  const width = 4000;
  const height = 3000;
  const noise = () =>
    sharp({
      create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    }).blur(1.2);
  let lo = 50;
  let hi = 100;
  let best: Buffer | undefined;
  while (lo <= hi) {
    const quality = Math.floor((lo + hi) / 2);
    const jpeg = await noise().jpeg({ quality, chromaSubsampling: "4:4:4" }).toBuffer();
    if (jpeg.length <= TEN_MB) {
      best = jpeg;
      lo = quality + 1;
    } else hi = quality - 1;
  }
  if (!best) throw new Error("could not make a JPEG under 10 MB");
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, best);
  return best;
}

export type UploadFigure = {
  photoMb: number;
  secondsEach: number[];
  statuses: number[];
  startRssMb: number;
  peakRssMb: number;
};

/** Five members post one 10 MB photo each, at the same time; times to the created post, and peak RSS. */
export async function benchUploads(
  base: string,
  serverPid: number,
  members: Member[],
  photo: Buffer,
  run: number,
): Promise<UploadFigure> {
  const start = rssMb(serverPid);
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(serverPid));
  }, 50);
  try {
    const answers = await Promise.all(
      members.map(async (m, i) => {
        const form = new FormData();
        form.set("title", `Bench photo ${run}-${i} from the Togean ferry`);
        form.set("content", `A 10 MB photo uploaded by the benchmark (run ${run}, member ${i}).`);
        form.set("category", "experience");
        form.append("media", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${run}-${i}.jpg`);
        const started = performance.now();
        const res = await fetch(`${base}/api/community/posts`, {
          method: "POST",
          headers: { Origin: base, Cookie: m.cookie, "X-Forwarded-For": m.ip },
          body: form,
        });
        const body = (await res.json().catch(() => ({}))) as { ok?: boolean; postId?: string; description?: string };
        const seconds = (performance.now() - started) / 1000;
        if (res.status !== 201 || !body.postId)
          console.error(`  upload answered ${res.status}: ${body.description ?? ""}`);
        return { seconds: Math.round(seconds * 100) / 100, status: res.status };
      }),
    );
    return {
      photoMb: Math.round((photo.length / 2 ** 20) * 100) / 100,
      secondsEach: answers.map((a) => a.seconds),
      statuses: answers.map((a) => a.status),
      startRssMb: start,
      peakRssMb: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}
