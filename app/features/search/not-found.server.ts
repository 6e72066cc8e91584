import { localeOf } from "~/lib/locale.ts";
import { notFound } from "~/lib/not-found.server.ts";
import { suggestionsForPath } from "./search.server.ts";

/**
 * The site's 404 answer with guide pages close to the bad path, in the request's language:
 * `throw notFoundWithSuggestions(request)`.
 */
export function notFoundWithSuggestions(request: Request) {
  return notFound(request, suggestionsForPath(new URL(request.url).pathname, localeOf(request)));
}
