import { readiness } from "~/features/operations/health.server.ts";

/**
 * Readiness for load balancers (ADR 0030): 200 when the database answers `select 1` within a second
 * and DATA_DIR takes a write; 503 with what is down otherwise (the app is alive but cannot serve
 * stored features). Liveness is /healthz.
 */
export async function loader() {
  const state = await readiness();
  return Response.json(
    { status: state.ready ? "ok" : "degraded", database: state.database, storage: state.storage },
    { status: state.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
