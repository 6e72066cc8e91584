import { useLocalizedPath } from "~/lib/use-locale.ts";
import { LABEL_FONT_SIZE, MODE_STYLES } from "../constants.ts";
import coastlineUrl from "../generated/coastline.svg?url";
import type { Label, MapLayout, MarkerLayout, RouteLayout } from "../layout.ts";
import { MAP_HEIGHT, MAP_WIDTH } from "../projection.ts";

export const SEA_FILL = "#dbeaf2";
const HALO = { stroke: "#ffffff", strokeWidth: 3, strokeLinejoin: "round", paintOrder: "stroke" } as const;

function LabelText({
  label,
  text,
  className,
  bold,
}: {
  label: Label;
  text: string;
  className?: string;
  bold?: boolean;
}) {
  return (
    <text
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      fontSize={LABEL_FONT_SIZE}
      fontWeight={bold ? 700 : 600}
      fill="#0f172a"
      className={className}
      {...HALO}
    >
      {text}
    </text>
  );
}

function RouteLine({ route, dimmed }: { route: RouteLayout; dimmed: boolean }) {
  const style = MODE_STYLES[route.mode];
  const width = style.width * (route.highlighted ? 1.7 : route.discontinued ? 0.7 : 1);
  const opacity = route.discontinued ? 0.35 : dimmed && !route.highlighted ? 0.45 : 1;
  return (
    <path
      d={route.d}
      stroke={style.color}
      strokeWidth={width}
      strokeDasharray={style.dash}
      strokeOpacity={opacity}
      data-route={route.id}
      data-highlighted={route.highlighted || undefined}
    />
  );
}

function markerFill(m: MarkerLayout): string {
  if (m.highlighted) return "#c2462a";
  return m.kind === "hub" ? "#082c3f" : "#334155";
}

function MarkerShapes({ marker: m }: { marker: MarkerLayout }) {
  return (
    <>
      {/* A larger transparent disc makes the marker easier to tap than the dot alone. */}
      <circle cx={m.x} cy={m.y} r={Math.max(m.r + 4, 8)} fill="transparent" />
      <circle
        cx={m.x}
        cy={m.y}
        r={m.r}
        fill={markerFill(m)}
        stroke="#ffffff"
        strokeWidth={1.5}
        className="group-hover:stroke-amber-300 group-focus-visible:stroke-amber-300"
      />
      {m.label ? (
        <LabelText label={m.label} text={m.shortName} bold={m.highlighted || m.kind === "hub"} />
      ) : (
        <LabelText
          label={m.hoverLabel}
          text={m.name}
          className="invisible group-hover:visible group-focus-visible:visible"
        />
      )}
    </>
  );
}

/**
 * The link's name starts with the visible label (WCAG 2.5.3): "MDC, Sam Ratulangi International
 * Airport" (not in parentheses, which checkers such as axe discard when they compare the two).
 */
export function markerName(m: Pick<MarkerLayout, "name" | "shortName">): string {
  return m.name.includes(m.shortName) ? m.name : `${m.shortName}, ${m.name}`;
}

/** A place: a named link to its page, or (without a page) a titled dot. */
function Marker({ marker: m }: { marker: MarkerLayout }) {
  const localize = useLocalizedPath();
  return m.href ? (
    <a href={localize(m.href)} aria-label={markerName(m)} className="group" data-place={m.id}>
      <MarkerShapes marker={m} />
    </a>
  ) : (
    <g className="group" data-place={m.id}>
      <title>{markerName(m)}</title>
      <MarkerShapes marker={m} />
    </g>
  );
}

/**
 * The map itself: the shared coastline image under this page's routes and markers. Markers are
 * links (focusable, named); the lines and the coastline are decoration that the list after the
 * map states as text.
 */
export function MapSvg({
  layout,
  titleId,
  descId,
  title,
  description,
}: {
  layout: MapLayout;
  titleId: string;
  descId: string;
  title: string;
  description: string;
}) {
  const dimmed = layout.routes.some((r) => r.highlighted);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG holding links is a group, and <fieldset> cannot be one
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className="block h-auto w-full"
      data-map
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: nothing in this group is focusable; it is decoration that the list after the map states as text */}
      <g aria-hidden="true" pointerEvents="none">
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill={SEA_FILL} />
        <image href={coastlineUrl} width={MAP_WIDTH} height={MAP_HEIGHT} data-coastline />
        <g fill="none" strokeLinecap="round">
          {layout.routes.map((r) => (
            <RouteLine key={r.id} route={r} dimmed={dimmed} />
          ))}
        </g>
        <g fontStyle="italic">
          {layout.offMap.map((o) => (
            <LabelText key={o.id} label={o.label} text={o.name} />
          ))}
        </g>
      </g>
      <g>
        {layout.markers.map((m) => (
          <Marker key={m.id} marker={m} />
        ))}
      </g>
    </svg>
  );
}
