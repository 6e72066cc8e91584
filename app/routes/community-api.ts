import { createPostFromRequest } from "~/features/forum/create-post.server.ts";
import { getViewer } from "~/features/forum/session.server.ts";
import { TEXTS } from "~/features/forum/texts.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { isLocale, localeOf } from "~/lib/locale.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { refusalJson } from "~/lib/refusal.ts";
import type { Route } from "./+types/community-api";

/**
 * POST /api/community/posts: the create-post dialog's upload (XMLHttpRequest, for its progress bar).
 * The multipart body is streamed and checked while it arrives (413 as soon as a limit is passed).
 * Answers JSON: 201 { ok, postId, title } or a refusal (ADR 0033): its status with `refusalAnswer`'s
 * body, `{ ok: false, status, toast: { title, description? } }`.
 * Without JavaScript the same form posts to /community's action instead. The API exists once for both
 * editions: `?locale=id` (the dialog on /id/community) answers in Indonesian.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const viewer = await getViewer(request);
  const asked = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(asked) ? asked : localeOf(request);
  const outcome = await createPostFromRequest(request, viewer, rateLimitIp(context), locale);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (outcome.ok) {
    return Response.json(
      { ok: true, postId: outcome.postId, title: TEXTS[locale].postCreated },
      { status: 201, headers },
    );
  }
  // A refused upload may leave the rest of its body unread: tell the browser not to reuse the connection.
  return refusalJson(outcome.refusal, {}, outcome.refusal.status === 413 ? { Connection: "close" } : {});
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
