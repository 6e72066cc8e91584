import { data } from "react-router";
import { NotFound } from "~/components/NotFound.tsx";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  console.warn(`404 Not Found: ${pathname}${search}`);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
