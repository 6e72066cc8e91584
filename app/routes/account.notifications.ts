import { requireUser } from "~/features/accounts/session.server.ts";
import { handleNotificationSettings } from "~/features/notifications/settings-action.server.ts";
import { localeOf, localizePath } from "~/lib/locale.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import type { Route } from "./+types/account.notifications";

/**
 * POST /account/notifications: the reply mail setting and "Mark all as read" of the /account page
 * (app/features/notifications/settings-action.server.ts). A GET goes to the page's section.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  return handleNotificationSettings(request, user);
}

export function loader({ request }: Route.LoaderArgs) {
  const location = localizePath("/account#notifications", localeOf(request));
  return new Response(null, { status: 303, headers: { Location: location } });
}
