import { NotFound } from "~/components/NotFound.tsx";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return notFoundWithSuggestions(request);
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound suggestions={loaderData?.suggestions} />;
}
