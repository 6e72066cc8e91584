import { refuse } from "~/features/media/localized-refusal.ts";
import { linksIn } from "./markdown.server.ts";
import { isNewAccount } from "./rate-limits.server.ts";
import type { RefusalTitle } from "./rules.server.ts";
import { MESSAGES, TEXTS } from "./texts.ts";

import type { ForumActor } from "./types.ts";

/**
 * Accounts younger than NEW_ACCOUNT_HOURS cannot post links (spam comes from fresh accounts). What
 * counts as a link is exactly what the page would show as one (markdown.server.ts), so the rule and the
 * rendering cannot disagree. Checked by every create and edit of a post or comment; the refusal is a 403
 * with a clear message, and the forms keep what was typed.
 */
export function assertMayPostLinks(
  actor: ForumActor,
  text: string,
  { title = "error", now = new Date() }: { title?: RefusalTitle; now?: Date } = {},
): void {
  if (!isNewAccount(actor, now)) return;
  if (linksIn(text).length > 0) {
    throw refuse(403, (l) => [TEXTS[l][title], MESSAGES[l].newAccountNoLinks]);
  }
}
