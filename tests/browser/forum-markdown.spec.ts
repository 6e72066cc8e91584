import { USER_LINK_REL } from "../../app/features/forum/constants.ts";
import { MESSAGES, TEXTS_HISTORY } from "../../app/features/forum/texts.ts";
import { PROFILE_TEXTS } from "../../app/features/members/texts.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { runSql, signUpAndConfirm, submitSignIn } from "./helpers.ts";

/**
 * Issue 22 points 3-5 in the browser, against the production server: a member a few minutes old cannot
 * post a link (the dialog keeps the text); a day later the same Markdown post renders its subset; an
 * edit made 10 minutes after posting shows "edited" and its earlier version; the author's name leads to
 * their profile, which shows the post and no e-mail address.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const email = `markdown-${stamp}@example.com`;
const name = `Markdown Tester ${stamp}`;
const title = `Pelni to Bau-Bau ${stamp}`;
const content = [
  "**Pelni** sails _twice_ a week:",
  "",
  "- Tuesday",
  "- Friday",
  "",
  "> Ask at the port.",
  "",
  "Timetable: [Pelni schedule](https://www.pelni.co.id/) and `KM Tidar`.",
].join("\n");

async function signUpAndSignIn(page: Page) {
  const password = "teal-ferry-togean-31";
  await signUpAndConfirm(page, { name, email, password });
  await page.goto("/auth?redirectTo=%2Fcommunity");
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/community$/);
}

test("Markdown post, the new-account link rule, an edited post's history and the author's profile", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const dialog = page.getByRole("dialog", { name: "Create a post" });

  // A brand-new account: the link is refused with a clear message and the text stays in the dialog.
  await page.getByRole("button", { name: "Create Post" }).click();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Topic").selectOption("transport");
  await dialog.getByLabel("Your post").fill(content);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText(MESSAGES.en.newAccountNoLinks)).toBeVisible();
  await expect(dialog.getByLabel("Your post")).toHaveValue(content);

  // Two days later (the account's age set in the database), the same post goes through.
  runSql("update users set created_at = ? where email = ?", new Date(Date.now() - 2 * 86_400_000).toISOString(), email);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Post created!")).toBeVisible();

  const card = page.getByRole("article").filter({ hasText: title }).first();
  await expect(card.locator("strong", { hasText: "Pelni" })).toBeVisible();
  await expect(card.locator("em", { hasText: "twice" })).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: "Friday" })).toBeVisible();
  await expect(card.locator("blockquote", { hasText: "Ask at the port." })).toBeVisible();
  await expect(card.locator("code", { hasText: "KM Tidar" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Pelni schedule" })).toHaveAttribute("rel", USER_LINK_REL);
  await expect(card.getByRole("link", { name: "Pelni schedule" })).toHaveAttribute("href", "https://www.pelni.co.id/");

  // Posted ten minutes ago (set in the database): the edit is past the grace period.
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  runSql(
    "update posts set created_at = ?, updated_at = ? where title = ?",
    new Date(Date.now() - 10 * 60_000).toISOString(),
    new Date(Date.now() - 10 * 60_000).toISOString(),
    title,
  );
  await page.getByText("Edit your post").click();
  await page.locator("#edit-content").fill("Pelni now sails **three times** a week.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Post updated")).toBeVisible();
  const post = page.getByRole("article").first();
  await expect(post.locator("strong", { hasText: "three times" })).toBeVisible();

  const edited = post.getByRole("link", { name: new RegExp(`${TEXTS_HISTORY.en.edited}`) });
  await expect(edited).toBeVisible();
  await edited.click();
  await expect(page.getByRole("heading", { level: 1, name: TEXTS_HISTORY.en.heading })).toBeVisible();
  await expect(page.getByText("Pelni now sails")).toBeVisible();
  const earlier = page.getByRole("list", { name: "Earlier versions" });
  await expect(earlier.locator(":scope > li")).toHaveCount(1);
  await expect(earlier.locator("strong", { hasText: "Pelni" })).toBeVisible();
  await expect(earlier.getByRole("link", { name: "Pelni schedule" })).toHaveAttribute("rel", USER_LINK_REL);

  // The author's name leads to their profile: name, joined, the post; no e-mail address anywhere.
  await page.getByRole("main").getByRole("link", { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/members\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Joined /)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: PROFILE_TEXTS.en.posts })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  expect(await page.content()).not.toContain(email);
});
