import { newsletterAction } from "~/features/newsletter/newsletter-action.server.ts";
import type { Route } from "./+types/newsletter";

/** POST /newsletter: the footer, home and blog signup forms (see newsletter-action.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

/** GET /newsletter: nothing to show here; the forms are in the footer, on the home page and the blog. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/blog#blog-newsletter" } });
}
