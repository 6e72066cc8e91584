import { MODE_TEXTS } from "~/features/transport-data/texts.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { MODE_STYLES } from "../constants.ts";
import { MAP_TEXTS } from "../texts.ts";
import type { MapMode } from "../types.ts";

function LineSwatch({ mode, discontinued }: { mode: MapMode; discontinued?: boolean }) {
  const style = MODE_STYLES[mode];
  return (
    <svg viewBox="0 0 36 10" width="36" height="10" aria-hidden="true" className="shrink-0">
      <path
        d={style.curved ? "M2 8Q18 0 34 8" : "M2 5H34"}
        fill="none"
        stroke={style.color}
        strokeWidth={discontinued ? style.width * 0.7 : style.width}
        strokeOpacity={discontinued ? 0.35 : 1}
        strokeDasharray={style.dash}
        strokeLinecap="round"
      />
    </svg>
  );
}

function DotSwatch({ fill, r }: { fill: string; r: number }) {
  return (
    <svg viewBox="0 0 36 14" width="36" height="14" aria-hidden="true" className="shrink-0">
      <circle cx="18" cy="7" r={r} fill={fill} stroke="#ffffff" strokeWidth="1.5" />
    </svg>
  );
}

/** The key: a line sample per way of travel shown, and the marker kinds. */
export function MapKey({
  modes,
  hubs,
  others,
  highlighted,
  discontinued,
}: {
  modes: readonly MapMode[];
  hubs: boolean;
  others: boolean;
  highlighted: boolean;
  discontinued: boolean;
}) {
  const t = useTexts(MAP_TEXTS);
  const modeNames = useTexts(MODE_TEXTS);
  const item = "flex items-center gap-2";
  return (
    <div>
      <p className="text-sm font-semibold text-ocean-900">{t.legendHeading}</p>
      <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm text-slate-700 min-[360px]:grid-cols-2">
        {modes.map((mode) => (
          <li key={mode} className={item}>
            <LineSwatch mode={mode} />
            {modeNames[mode]}
          </li>
        ))}
        {discontinued ? (
          <li className={item}>
            <LineSwatch mode="car-ferry" discontinued />
            {t.discontinuedLine}
          </li>
        ) : null}
        {hubs ? (
          <li className={item}>
            <DotSwatch fill="#082c3f" r={5} />
            {t.hubMarker}
          </li>
        ) : null}
        {others ? (
          <li className={item}>
            <DotSwatch fill="#334155" r={3.6} />
            {t.placeMarker}
          </li>
        ) : null}
        {highlighted ? (
          <li className={item}>
            <DotSwatch fill="#c2462a" r={6} />
            {t.highlightedMarker}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
