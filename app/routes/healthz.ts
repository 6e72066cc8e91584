import { isDatabaseUp } from "~/lib/db/index.server.ts";

/**
 * Liveness and readiness for load balancers: 200 when the app can serve, 503 when the database does
 * not answer `select 1` within a second (the app is up but cannot serve stored features).
 */
export async function loader() {
  const up = await isDatabaseUp(1_000);
  return Response.json(up ? { status: "ok", database: "up" } : { status: "degraded", database: "down" }, {
    status: up ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
