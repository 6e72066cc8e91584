import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestUser } from "../integration/accounts-harness.ts";
import {
  type AppProcess,
  clientAddress,
  FAULT_SESSION_SECRET,
  filesUnder,
  startApp,
  useAppDatabase,
} from "./harness.ts";

/**
 * The disk fills up or the upload directory cannot be written: a member's post with a photo is refused
 * with a clear message (507, no stack trace), and nothing is half-saved: no post row, no post_media
 * row, no stored or temporary file left behind. Afterwards, with the fault gone, the same post works.
 *
 * The tests run as root, where chmod does not stop writes, so the faults are made real instead:
 * a full disk is a 64 KB tmpfs mounted over DATA_DIR/uploads (or DATA_DIR/tmp, where uploads stream
 * to first), which answers ENOSPC; an unwritable upload directory is DATA_DIR/uploads being a regular
 * file, which answers ENOTDIR. The tmpfs cases need mount(2) (root, or a container allowing it).
 */
let app: AppProcess | undefined;
let cookie = "";
let photo: Buffer;
const mounts: string[] = [];
let client = 1;

/** Why a 64 KB tmpfs cannot be mounted here (printed, and the two disk-full cases skipped), or null. */
const mountProblem = (() => {
  const probe = path.join("/tmp", `faults-mount-probe-${process.pid}`);
  mkdirSync(probe, { recursive: true });
  const result = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { encoding: "utf8" });
  if (result.status === 0) spawnSync("umount", [probe]);
  rmSync(probe, { recursive: true, force: true });
  if (result.status === 0) return null;
  const why = result.error?.message ?? (result.stderr.trim() || `mount exited with ${result.status}`);
  return `${why}${process.getuid?.() === 0 ? "" : " (not running as root)"}`;
})();
const canMount = mountProblem === null;
if (!canMount) {
  console.warn(
    `NOTICE: the two disk-full (ENOSPC) fault cases are skipped: a tmpfs cannot be mounted here: ${mountProblem}. ` +
      "They need mount(2): root, or a container started with CAP_SYS_ADMIN. The ENOTDIR case still runs.",
  );
}

function mountFullDisk(dir: string) {
  mkdirSync(dir, { recursive: true });
  const result = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`mount failed: ${result.stderr}`);
  mounts.push(dir);
}

function unmount(dir: string) {
  spawnSync("umount", [dir]);
  mounts.splice(mounts.indexOf(dir), 1);
}

beforeAll(async () => {
  app = await startApp({ env: { SESSION_SECRET: FAULT_SESSION_SECRET } });
  await useAppDatabase(app);
  // Random pixels: the stored variants are far larger than 64 KB.
  const { width, height } = { width: 1200, height: 800 };
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  photo = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}, 60_000);

afterAll(async () => {
  for (const dir of [...mounts]) unmount(dir);
  await app?.kill("SIGKILL");
  const { closeDb } = await import("~/lib/db/index.server.ts");
  await closeDb();
});

async function createPost(title: string, newMember = true) {
  if (!app) throw new Error("no app");
  // A new member each time: the per-member upload limit must not be what refuses the post.
  if (newMember || !cookie) {
    const { getDb } = await import("~/lib/db/index.server.ts");
    ({ cookie } = await createTestUser(getDb()));
  }
  const form = new FormData();
  form.set("title", title);
  form.set("content", "The slow ferry from Ampana leaves at 10:00 most days.");
  form.set("category", "transport");
  form.append("media", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "ferry.jpg");
  return fetch(`${app.url}/api/community/posts`, {
    method: "POST",
    headers: { Origin: app.url, Cookie: cookie, "X-Forwarded-For": clientAddress(client++) },
    body: form,
  });
}

async function expectRefusedAndNothingSaved(title: string) {
  if (!app) throw new Error("no app");
  const res = await createPost(title);
  const text = await res.text();
  expect(res.status).toBe(507);
  const body = JSON.parse(text) as { ok: boolean; toast: { title: string; description: string } };
  expect(body).toMatchObject({ ok: false, toast: { title: "Error creating post" } });
  expect(body.toast.description).toContain("the server cannot store files just now");
  expect(text).not.toMatch(/ENOSPC|ENOTDIR|node_modules|at .*\.[jt]s:\d+/);

  const { getDb } = await import("~/lib/db/index.server.ts");
  const posts = await getDb().selectFrom("posts").select("id").where("title", "=", title).execute();
  expect(posts).toEqual([]);
  const media = await getDb().selectFrom("post_media").select("id").execute();
  expect(media).toEqual([]);
  expect(filesUnder(path.join(app.dataDir, "tmp", "uploads"))).toEqual([]);
}

it.skipIf(!canMount)("refuses a post when the upload storage is full (ENOSPC), leaving nothing behind", async () => {
  if (!app) throw new Error("no app");
  const uploads = path.join(app.dataDir, "uploads");
  mountFullDisk(uploads);
  await expectRefusedAndNothingSaved("Full disk: stored files");
  expect(filesUnder(uploads)).toEqual([]);
  unmount(uploads);
});

it.skipIf(!canMount)("refuses a post when the temporary upload space is full while receiving", async () => {
  if (!app) throw new Error("no app");
  const tmp = path.join(app.dataDir, "tmp");
  rmSync(tmp, { recursive: true, force: true });
  mountFullDisk(tmp);
  await expectRefusedAndNothingSaved("Full disk: receiving");
  expect(filesUnder(tmp)).toEqual([]);
  unmount(tmp);
});

it("refuses a post when the upload directory cannot be written (ENOTDIR), then works once it can", async () => {
  if (!app) throw new Error("no app");
  const uploads = path.join(app.dataDir, "uploads");
  rmSync(uploads, { recursive: true, force: true });
  writeFileSync(uploads, "not a directory");
  await expectRefusedAndNothingSaved("Unwritable uploads");
  rmSync(uploads);

  // The fault gone, the same post goes through: the refusals above were the fault, not the request.
  const res = await createPost("Once the disk is back");
  expect(res.status).toBe(201);
  const { postId } = (await res.json()) as { postId: string };
  const { getDb } = await import("~/lib/db/index.server.ts");
  const media = await getDb().selectFrom("post_media").select("id").where("post_id", "=", postId).execute();
  expect(media.length).toBe(1);
  expect(filesUnder(uploads).length).toBeGreaterThan(0);
  expect(app.child.exitCode).toBeNull();
});
