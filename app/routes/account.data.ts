import { exportUserData } from "~/features/accounts/account.server.ts";
import { requireUser } from "~/features/accounts/session.server.ts";
import type { Route } from "./+types/account.data";

/** The signed-in user's own data as a JSON download. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const body = JSON.stringify(await exportUserData(user), null, 2);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-account-data-${date}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
