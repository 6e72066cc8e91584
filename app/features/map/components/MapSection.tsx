import { SectionHeading } from "~/components/ui/index.tsx";
import type { MapHighlight, MapPlace, MapRoute } from "../types.ts";
import { SulawesiMap } from "./SulawesiMap.tsx";

/** A page section holding the map under its own heading (the pages' common frame for it). */
export function MapSection({
  id,
  heading,
  sub,
  map,
  className = "mt-14",
}: {
  id: string;
  heading: string;
  sub?: string;
  map: { places: readonly MapPlace[]; routes: readonly MapRoute[]; highlight?: MapHighlight };
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className} data-map-section>
      <SectionHeading id={id} sub={sub}>
        {heading}
      </SectionHeading>
      <SulawesiMap places={map.places} routes={map.routes} highlight={map.highlight} title={heading} />
    </section>
  );
}
