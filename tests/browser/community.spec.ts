import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

/**
 * The community forum end to end against the production server: a member (signed up through the real
 * /auth flow and the mail outbox) creates a post with a photo, comments and upvotes; a visitor reads it,
 * sees the join prompt and gets the spec's sign-in prompts.
 */
const dataDir = process.env.TEST_DATA_DIR ?? "./data/e2e";
test.describe.configure({ mode: "serial" });

async function confirmationLink(to: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    } catch {
      // The outbox appears with the first message.
    }
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!raw.includes(to)) continue;
      const match = raw.match(/https?:\/\/[^\s"<>]+\/auth\/confirm\?token=[^\s"<>]+/);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no confirmation mail to ${to} in ${outbox}`);
}

async function signUpAndSignIn(page: Page) {
  const email = `forum-${Date.now()}@example.com`;
  const password = "teal-ferry-togean-31";
  await page.goto("/auth?tab=signup");
  await page.getByRole("main").getByLabel("Name (optional)").fill("Forum Tester");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!").first()).toBeVisible();
  const link = new URL(await confirmationLink(email));
  await page.goto(link.pathname + link.search);
  await page.goto("/auth?redirectTo=%2Fcommunity");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/community$/);
}

const title = `Ferry Ampana to Wakai <img src=x onerror="window.__xss=1"> ${Date.now()}`;

test("a member creates a post with a photo, comments and upvotes", async ({ page }) => {
  await signUpAndSignIn(page);
  const dialog = page.getByRole("dialog", { name: "Create a post" });

  // The dialog: opens from the button, closes with Escape.
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Whitespace only is missing information.
  await page.getByRole("button", { name: "Create Post" }).click();
  await dialog.getByLabel("Title").fill("   ");
  await dialog.getByLabel("Topic").selectOption("transport");
  await dialog.getByLabel("Your post").fill("   ");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Missing information")).toBeVisible();
  await expect(page.getByText("Please fill in all fields")).toBeVisible();

  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Your post")
    .fill("The slow ferry leaves at 10:00.\nTimetable: https://example.com/ferry <script>window.__xss=2</script>");
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a7f9e" } })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel(/Add photos or videos/)
    .setInputFiles({ name: "harbour.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(dialog.getByRole("img", { name: "Preview of harbour.jpg" })).toBeVisible();
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Post created!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const post = page.getByRole("article").filter({ hasText: title }).first();
  await expect(post.getByRole("heading", { name: title })).toBeVisible();
  await expect(post.getByRole("link", { name: "https://example.com/ferry" })).toHaveAttribute(
    "rel",
    "nofollow ugc noopener",
  );
  await expect(post.getByText("<script>window.__xss=2</script>")).toBeVisible();
  const image = post.getByRole("img").first();
  await expect(image).toBeVisible();
  const src = (await image.getAttribute("src")) ?? "";
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  await post.getByRole("button", { name: /0 upvotes/ }).click();
  await expect(page.getByText("Thanks for voting!")).toBeVisible();
  await expect(post.getByRole("button", { name: /^1 upvote/ })).toHaveAttribute("aria-pressed", "true");

  await post.getByRole("button", { name: "0 comments" }).click();
  await post.getByLabel("Add a comment").fill("Thanks, the 10:00 boat was on time for us too.");
  await post.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Comment posted!")).toBeVisible();
  await expect(post.getByText("Thanks, the 10:00 boat was on time for us too.")).toBeVisible();
  await expect(post.getByRole("button", { name: "1 comment" })).toBeVisible();

  await post.getByRole("heading", { name: title }).getByRole("link").click();
  await expect(page).toHaveURL(/\/community\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Comments (1)" })
      .getByRole("paragraph")
      .filter({ hasText: "the 10:00 boat was on time" }),
  ).toBeVisible();
});

test("a visitor reads posts, sees the join prompt and is asked to sign in", async ({ page }) => {
  const response = await page.goto("/community");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Join the free community" })).toBeVisible();
  const post = page.getByRole("article").filter({ hasText: title }).first();
  await expect(post.getByRole("heading", { name: title })).toBeVisible();

  await post.getByRole("link", { name: /1 upvote/ }).click();
  await expect(page.getByText("Sign in required")).toBeVisible();
  await expect(page.getByText("Please sign in to upvote posts.")).toBeVisible();

  await page.getByRole("link", { name: "Create Post" }).click();
  await expect(page.getByText("You must be logged in to create a post")).toBeVisible();

  await post.getByRole("button", { name: "1 comment" }).click();
  await post.getByLabel("Add a comment").fill("Me too");
  await post.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Please sign in to comment on posts.")).toBeVisible();

  const missing = await page.goto("/community/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list is server-rendered and Load More is a link", async ({ page }) => {
    await page.goto("/community?sort=oldest");
    await expect(page.getByRole("heading", { name: "Sulawesi Travel Community" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Post" })).toHaveAttribute("href", /^\/auth\?redirectTo=/);
  });
});
