import { NotFound } from "~/components/NotFound.tsx";
import { MISSING_PAGE_TEXT } from "~/components/texts.ts";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return notFoundWithSuggestions(request);
}

export const meta: Route.MetaFunction = () => [
  { title: MISSING_PAGE_TEXT.title },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound suggestions={loaderData?.suggestions} />;
}
