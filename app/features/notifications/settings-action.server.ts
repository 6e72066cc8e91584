import type { SessionUser } from "~/features/accounts/session.server.ts";
import { localeOf, localizePath } from "~/lib/locale.ts";
import { consumeRateLimit } from "~/lib/rate-limit.server.ts";
import { answerRefusal, Refusal } from "~/lib/refusal.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { markAllSeen, setLevel } from "./notifications.server.ts";
import { levelSchema } from "./schema.ts";
import { NOTIFICATION_TEXTS, UNSUBSCRIBE_TEXTS } from "./texts.ts";

/**
 * POST /account/notifications: the signed-in member's reply mail setting, and "Mark all as read".
 * Acts only for the session's user (no user id is read from the form). The caller checked the origin
 * and the session. Success redirects to /account#notifications with a toast (works without JavaScript),
 * in the edition the form was sent from (/id/account/notifications answers in Indonesian). A refusal
 * (the rate limit, an unknown level) is a `Refusal` answered by `answerRefusal` (ADR 0033).
 */
export const SETTINGS_LIMIT = { limit: 30, windowSeconds: 600 };
const BACK = "/account#notifications";

export async function handleNotificationSettings(request: Request, user: SessionUser) {
  const locale = localeOf(request);
  const t = NOTIFICATION_TEXTS[locale];
  const back = localizePath(BACK, locale);
  const limit = await consumeRateLimit({ key: `notifications:user:${user.id}`, ...SETTINGS_LIMIT });
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    const message = UNSUBSCRIBE_TEXTS[locale].tooMany(t.wait(retryAfterSeconds));
    return answerRefusal(new Refusal(429, t.sectionTitle, message, { retryAfterSeconds }));
  }
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") === "mark-read") {
    await markAllSeen(user.id);
    return redirectWithToast(back, { title: t.markedRead });
  }
  const parsed = levelSchema(locale).safeParse(form?.get("level"));
  if (!parsed.success) return answerRefusal(new Refusal(400, t.sectionTitle, t.invalidLevel));
  await setLevel(user.id, parsed.data);
  return redirectWithToast(back, { title: t.saved });
}
