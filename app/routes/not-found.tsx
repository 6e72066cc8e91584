import { data } from "react-router";
import { NotFound } from "~/components/NotFound.tsx";
import { logNotFound } from "~/lib/not-found.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  logNotFound(request);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
