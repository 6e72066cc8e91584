import { COMMUNITY_TEXT, COMPOSE_TEXT, LANGUAGE_TEXTS, MESSAGES, TEXTS } from "../../app/features/forum/texts.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { runSql, signUpAndConfirm, submitSignIn } from "./helpers.ts";

/**
 * The forum's Bahasa Indonesia edition (issue 31 point 5) in the browser, against the production
 * server: /id/community in Indonesian, the visitor's prompt, a post written on /id refused with the
 * reasons in Indonesian (in the browser and from the server), then posted in Indonesian (the page's
 * language by default), and the marker it carries on the English edition.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const email = `komunitas-${stamp}@example.com`;
const name = `Penguji Forum ${stamp}`;
const title = `Kapal ke Kepulauan Togean ${stamp}`;
const id = { community: COMMUNITY_TEXT.id, compose: COMPOSE_TEXT.id, texts: TEXTS.id, language: LANGUAGE_TEXTS.id };

async function signUpAndSignIn(page: Page) {
  const password = "teal-ferry-togean-31";
  await signUpAndConfirm(page, { name, email, password });
  await page.goto("/auth?redirectTo=%2Fid%2Fcommunity");
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/id\/community$/, { timeout: 20_000 });
}

test("/id/community is in Indonesian, and a visitor is asked to sign in in Indonesian", async ({ page }) => {
  await page.goto("/id/community");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page).toHaveTitle(new RegExp(id.community.metaTitle));
  await expect(page.getByRole("heading", { level: 1, name: id.community.heading })).toBeVisible();
  const search = page.getByRole("search", { name: id.community.searchFormLabel });
  await expect(search.getByLabel(id.community.topicLabel)).toBeVisible();
  await expect(search.getByLabel(id.language.filterLabel)).toHaveValue("");
  await expect(page.getByRole("heading", { name: id.community.joinHeading })).toBeVisible();
  await expect(page.getByRole("link", { name: id.community.signIn, exact: true })).toHaveAttribute(
    "href",
    /^\/id\/auth\?redirectTo=%2Fid%2Fcommunity/,
  );
  await page.getByRole("button", { name: id.compose.createPost }).click();
  await expect(page.getByText(id.texts.mustLogInToPost)).toBeVisible();

  // The language filter applies at once and stays on /id.
  await search.getByLabel(id.language.filterLabel).selectOption("en");
  await expect(page).toHaveURL(/\/id\/community\?.*lang=en/);
});

test("posting on /id: errors in Indonesian, then the post in Indonesian, marked on the English edition", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.getByRole("button", { name: id.compose.createPost }).click();
  const dialog = page.getByRole("dialog", { name: id.compose.dialogTitle });

  // Checked in the browser: an empty form.
  await dialog.getByRole("button", { name: id.compose.createPost }).click();
  await expect(page.getByText(id.texts.missingInformation)).toBeVisible();
  await expect(page.getByText(id.texts.fillAllFields)).toBeVisible();

  // Checked on the server: a new account may not post links; the answer is in Indonesian.
  await dialog.getByLabel(id.compose.titleLabel).fill(title);
  await dialog.getByLabel(id.compose.topicLabel).selectOption("transport");
  await dialog.getByLabel(id.compose.contentLabel).fill("Jadwal di https://www.pelni.co.id/ setiap Selasa.");
  await expect(dialog.getByLabel(id.language.postLanguage)).toHaveValue("id");
  await dialog.getByRole("button", { name: id.compose.createPost }).click();
  await expect(page.getByText(MESSAGES.id.newAccountNoLinks)).toBeVisible();

  // Two days later (the account's age set in the database), it goes through, in Indonesian.
  runSql("update users set created_at = ? where email = ?", new Date(Date.now() - 2 * 86_400_000).toISOString(), email);
  await dialog.getByRole("button", { name: id.compose.createPost }).click();
  await expect(page.getByText(id.texts.postCreated)).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: title }).first();
  await expect(card).toBeVisible();
  // On its own edition an Indonesian post carries no marker.
  await expect(card.getByText(id.language.writtenIn.id)).toHaveCount(0);

  // On the English edition it says it is in Indonesian, and its title carries lang="id".
  await page.goto("/community?lang=id");
  const english = page.getByRole("article").filter({ hasText: title }).first();
  await expect(english.getByText(LANGUAGE_TEXTS.en.writtenIn.id)).toBeVisible();
  await expect(english.getByRole("heading", { name: title })).toHaveAttribute("lang", "id");
  // The English list without the filter shows it too; the filter for English leaves it out.
  await page.goto("/community?lang=en");
  await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
});
