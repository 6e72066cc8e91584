import { useId } from "react";
import { useLocale } from "~/lib/use-locale.ts";
import { layoutMap } from "../layout.ts";
import { mapText } from "../text-alternative.ts";
import { MAP_TEXTS } from "../texts.ts";
import type { MapHighlight, MapPlace, MapRoute } from "../types.ts";
import { MapKey } from "./MapKey.tsx";
import { MapSvg } from "./MapSvg.tsx";
import { MapTextList } from "./MapTextList.tsx";

/**
 * A map of Sulawesi drawn on the server (ADR 0015): no tiles, no client JavaScript. The coastline
 * is one shared, cached image; this page's places (links) and routes are inline SVG. The fixed
 * viewBox and width/height attributes reserve its space before anything loads (no layout shift).
 */
export function SulawesiMap({
  places,
  routes,
  highlight,
  title,
  className = "",
}: {
  places: readonly MapPlace[];
  routes: readonly MapRoute[];
  highlight?: MapHighlight;
  title?: string;
  className?: string;
}) {
  const id = useId();
  const locale = useLocale();
  const layout = layoutMap(places, routes, highlight);
  const text = mapText(places, routes, highlight, undefined, locale);
  return (
    <figure
      className={`grid gap-4 md:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] md:items-start ${className}`}
      data-sulawesi-map
    >
      <div className="overflow-hidden rounded-2xl border border-slate-200 shadow-sm">
        <MapSvg
          layout={layout}
          titleId={`${id}-title`}
          descId={`${id}-desc`}
          title={title ?? MAP_TEXTS[locale].title}
          description={MAP_TEXTS[locale].description}
        />
      </div>
      <figcaption className="space-y-4">
        <MapKey
          modes={layout.modes}
          hubs={layout.markers.some((m) => m.kind === "hub")}
          others={layout.markers.some((m) => m.kind !== "hub")}
          highlighted={layout.markers.some((m) => m.highlighted)}
          discontinued={layout.routes.some((r) => r.discontinued)}
        />
        <MapTextList text={text} idPrefix={id} />
      </figcaption>
    </figure>
  );
}
