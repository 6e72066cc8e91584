import { PLAN_CACHE_CONTROL } from "~/features/planner/constants.ts";
import { offlinePlannerData } from "~/features/planner/planner.server.ts";

/**
 * /transport/plan/data.json: the places and routes the offline planner runs on in the browser
 * (app/features/offline/worker/planner-worker.ts, ADR 0019); the service worker precaches it.
 */
export function loader() {
  return Response.json(offlinePlannerData(), { headers: { "Cache-Control": PLAN_CACHE_CONTROL } });
}
