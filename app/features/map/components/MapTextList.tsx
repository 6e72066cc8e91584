import { Link } from "~/components/Link.tsx";
import { useTexts } from "~/lib/use-locale.ts";
import type { MapText, RouteText } from "../text-alternative.ts";
import { MAP_TEXTS } from "../texts.ts";

function routeLine(r: RouteText, words: (typeof MAP_TEXTS)["en"]): string {
  const notes = [
    r.discontinued ? words.discontinued : null,
    r.unverified ? words.unverified : null,
    r.staleCheck ? words.staleCheck : null,
    r.offMap.length > 0 ? `${r.offMap.join(", ")} ${words.offMap}` : null,
  ].filter(Boolean);
  return `${r.mode}: ${r.from} – ${r.to}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
}

function RouteList({ heading, routes, id }: { heading: string; routes: RouteText[]; id: string }) {
  const t = useTexts(MAP_TEXTS);
  if (routes.length === 0) return null;
  return (
    <>
      <p id={id} className="mt-4 font-semibold text-ocean-900">
        {heading}
      </p>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-0.5 pl-5">
        {routes.map((r) => (
          <li key={r.id}>{routeLine(r, t)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The map as text (WCAG 1.1.1): every place with its link and every route drawn. In a <details>,
 * so it costs sighted readers one line and works without JavaScript.
 */
export function MapTextList({ text, idPrefix }: { text: MapText; idPrefix: string }) {
  const t = useTexts(MAP_TEXTS);
  const highlighted = text.highlightedRoutes.length > 0;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700" data-map-text>
      <summary className="cursor-pointer font-semibold text-ocean-800">{t.listSummary}</summary>
      <p id={`${idPrefix}-places`} className="mt-3 font-semibold text-ocean-900">
        {t.placesHeading}
      </p>
      <ul aria-labelledby={`${idPrefix}-places`} className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {text.places.map((p) => (
          <li key={p.id}>
            {p.href ? (
              <Link to={p.href} className="inline-block py-1 text-ocean-700 underline hover:text-ocean-900">
                {p.name}
              </Link>
            ) : (
              p.name
            )}
            {p.highlighted ? <span className="text-slate-600"> ({t.highlighted})</span> : null}
          </li>
        ))}
      </ul>
      <RouteList id={`${idPrefix}-lit`} heading={t.highlightedRoutesHeading} routes={text.highlightedRoutes} />
      <RouteList
        id={`${idPrefix}-routes`}
        heading={highlighted ? t.otherRoutesHeading : t.routesHeading}
        routes={text.otherRoutes}
      />
    </details>
  );
}
