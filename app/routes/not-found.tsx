import { NotFound } from "~/components/NotFound.tsx";
import { MISSING_PAGE_TEXTS } from "~/components/texts.ts";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import { localeFromPath } from "~/lib/locale.ts";
import type { Route } from "./+types/not-found";

/** Unmatched paths in either edition; the request carries its language to the suggestions. */
export function loader({ request }: Route.LoaderArgs) {
  return notFoundWithSuggestions(request);
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: MISSING_PAGE_TEXTS[localeFromPath(location.pathname)].title },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound suggestions={loaderData?.suggestions} />;
}
