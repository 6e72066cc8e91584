/**
 * /account rules that only code held before issue 15: each test fails when its rule is removed.
 * Requests go through React Router's handler (the attack harness), as a browser's would.
 */
import sharp from "sharp";
import { expect, it } from "vitest";
import { LIMITS } from "~/features/accounts/accounts.server.ts";
import { mediaStorage } from "~/lib/media-storage.server.ts";
import { createTestUser, TEST_PASSWORD } from "./accounts-harness.ts";
import { multipartPost, post, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const avatarPng = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: "#0b3f59" } })
    .png()
    .toBuffer();

async function uploadAvatar(cookie: string, data: Buffer): Promise<Response> {
  const request = await multipartPost(
    "/account",
    { intent: "avatar" },
    [{ name: "me.png", type: "image/png", data, field: "avatar" }],
    { cookie },
  );
  return send(request);
}

function expectLimited(response: Response, label: string) {
  expect(response.status, label).toBe(429);
  expect(Number(response.headers.get("Retry-After")), label).toBeGreaterThan(0);
}

describeBothDatabases("accounts: /account rules", (getDb) => {
  const imageOf = async (id: string) =>
    (await getDb().selectFrom("users").select("image").where("id", "=", id).executeTakeFirstOrThrow()).image;

  it("limits account deletion (a password check) per account: the right password waits too", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const remove = (password: string) =>
      send(post("/account", { intent: "delete", confirm: "yes", password }, { cookie }));
    for (let i = 0; i < LIMITS.deleteAccountUser.limit; i++) {
      const wrong = await remove(`guess-${i}`);
      expect(wrong.status, `guess ${i + 1}`).toBe(400);
      expect(await text(wrong)).toContain("Your password is not correct.");
    }
    expectLimited(await remove(TEST_PASSWORD), "the right password after the limit");
    expect(await getDb().selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst()).toEqual({
      id: user.id,
    });
  });

  it("limits profile updates per account", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const update = (i: number) =>
      send(post("/account", { intent: "profile", name: `Name ${i}`, userCategory: "traveller" }, { cookie }));
    for (let i = 0; i < LIMITS.profileUser.limit; i++) expect((await update(i)).status, `update ${i + 1}`).toBe(302);
    expectLimited(await update(999), "one update too many");
    const row = await getDb().selectFrom("users").select("name").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.name).toBe(`Name ${LIMITS.profileUser.limit - 1}`);
  });

  it("limits avatar uploads per account (attempts count, even refused ones)", async () => {
    const { user, cookie } = await createTestUser(getDb());
    for (let i = 0; i < LIMITS.avatarUser.limit; i++) {
      // An empty file is refused after the limit is counted: cheap attempts still count.
      expect((await uploadAvatar(cookie, Buffer.alloc(0))).status, `attempt ${i + 1}`).toBe(400);
    }
    expectLimited(await uploadAvatar(cookie, await avatarPng()), "a real image after the limit");
    expect(await imageOf(user.id)).toBeNull();
  });

  it("says 'Your current password is not correct.' for a wrong current password, and changes nothing", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const before = await getDb()
      .selectFrom("accounts")
      .select("password")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    const response = await send(
      post(
        "/account",
        { intent: "password", currentPassword: "not-my-password", newPassword: "a-new-password-9" },
        {
          cookie,
        },
      ),
    );
    expect(response.status).toBe(400);
    const html = await text(response);
    expect(html).toContain("Password not changed");
    expect(html).toContain("Your current password is not correct.");
    const after = await getDb()
      .selectFrom("accounts")
      .select("password")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(after.password).toBe(before.password);
  });

  it("removes the avatar file when the avatar is replaced, removed, or the account deleted", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const storedKey = async () => {
      const image = await imageOf(user.id);
      expect(image).toMatch(/^\/media\/.+\.webp$/);
      const key = String(image).slice("/media/".length);
      expect(await mediaStorage().stat(key), `${key} stored`).not.toBeNull();
      return key;
    };
    expect((await uploadAvatar(cookie, await avatarPng())).status).toBe(302);
    const first = await storedKey();
    expect((await uploadAvatar(cookie, await avatarPng())).status).toBe(302);
    const second = await storedKey();
    expect(second).not.toBe(first);
    expect(await mediaStorage().stat(first), "replaced avatar file").toBeNull();

    expect((await send(post("/account", { intent: "remove-avatar" }, { cookie }))).status).toBe(302);
    expect(await imageOf(user.id)).toBeNull();
    expect(await mediaStorage().stat(second), "removed avatar file").toBeNull();

    expect((await uploadAvatar(cookie, await avatarPng())).status).toBe(302);
    const third = await storedKey();
    const deleted = await send(
      post("/account", { intent: "delete", confirm: "yes", password: TEST_PASSWORD }, { cookie }),
    );
    expect(deleted.status).toBe(302);
    expect(await getDb().selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst()).toBeUndefined();
    expect(await mediaStorage().stat(third), "deleted account's avatar file").toBeNull();
  });
});
