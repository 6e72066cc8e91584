/**
 * The offline planner (ADR 0019): a dedicated worker, started only by the planner page's script
 * (app/enhance/planner-offline.js) when the page was served from the offline cache with a query.
 * It runs the same pure function the server runs (planPageWith, app/features/planner/plan-page.ts)
 * on the data shipped with the offline guide, and renders the same results component to HTML.
 * Bundled by scripts/build-sw.ts to /planner-worker.js.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PlanResults } from "~/features/planner/components/PlanResults.tsx";
import {
  type OfflinePlannerData,
  type PlannerContext,
  plannerContextFrom,
  planPageWith,
} from "~/features/planner/plan-page.ts";
import { localeFromPath } from "~/lib/locale.ts";

declare const self: DedicatedWorkerGlobalScope;

let context: Promise<PlannerContext> | undefined;

async function load(dataUrl: string): Promise<PlannerContext> {
  // Through the service worker (its precache), never a stale copy from the HTTP cache.
  const response = await fetch(dataUrl, { credentials: "omit", cache: "no-cache" });
  if (!response.ok) throw new Error(`The planner's data answered ${response.status}`);
  return plannerContextFrom((await response.json()) as OfflinePlannerData);
}

/** `path`: the page's own path, whose edition the answer is in (/id/transport/plan: Indonesian). */
type PlanRequest = { search: string; path?: string; dataUrl: string };

self.addEventListener("message", async (event: MessageEvent<PlanRequest>) => {
  try {
    context ??= load(event.data.dataUrl);
    const path = event.data.path ?? "/transport/plan";
    const page = planPageWith(await context, new URLSearchParams(event.data.search), localeFromPath(path));
    // Rendered at the page's own path, so the results' texts and links are in its language.
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        { initialEntries: [`${path}${event.data.search}`] },
        createElement(PlanResults, { outcome: page.outcome }),
      ),
    );
    self.postMessage({ ok: true, html, query: page.query });
  } catch {
    context = undefined;
    self.postMessage({ ok: false });
  }
});
