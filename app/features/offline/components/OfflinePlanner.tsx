import { useTexts } from "~/lib/use-locale.ts";
import { PLANNER_DATA_PATH, PLANNER_WORKER_PATH } from "../constants.ts";
import { OFFLINE_TEXTS } from "../texts.ts";

/**
 * Where the offline planner puts its answer (ADR 0019). When the service worker serves the planner
 * page from its cache for a query the server never saw, app/enhance/planner-offline.js runs the
 * search in a worker on the shipped data and fills this in; if that cannot run, it shows the
 * message that planning needs a connection. Empty and hidden otherwise.
 */
export function OfflinePlanner() {
  const offlineTexts = useTexts(OFFLINE_TEXTS);
  return (
    <div data-offline-planner data-worker={PLANNER_WORKER_PATH} data-data={PLANNER_DATA_PATH}>
      <p data-offline-planner-note hidden className="mt-8 text-sm text-slate-600">
        {offlineTexts.plannerOfflineNote}
      </p>
      <div data-offline-planner-results />
      <div
        data-offline-planner-error
        hidden
        role="alert"
        className="mt-8 rounded-2xl border border-red-300 bg-red-50 p-5"
      >
        <p className="text-red-900">{offlineTexts.plannerNeedsConnection}</p>
      </div>
    </div>
  );
}
