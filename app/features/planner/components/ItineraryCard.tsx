import { ArrowRight, MapIcon } from "lucide-react";
import { Badge } from "~/components/ui/index.tsx";
import { StaleMark } from "~/features/transport-data/components/PriceAge.tsx";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale, useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { FareView, ItineraryView, LegView, RouteLegView } from "../itinerary-view.ts";
import { ITINERARY_CARD_TEXT, PLANNER_TEXTS } from "../texts.ts";

/**
 * One itinerary: why it is on the list, its totals, then every leg with its figures, their dates,
 * when it runs and where to read more. `showHref` draws this option on the page's map (a plain link).
 */
export function ItineraryCard({
  itinerary,
  index,
  showHref,
  shown = false,
}: {
  itinerary: ItineraryView;
  index: number;
  showHref?: string;
  shown?: boolean;
}) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  const localize = useLocalizedPath();
  const headingId = `option-${index}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${shown ? "border-ocean-700 ring-2 ring-ocean-700" : "border-slate-200"}`}
    >
      <h3 id={headingId} className="text-xl font-bold text-ocean-900">
        {plannerTexts.itineraryHeading(index)}: {itinerary.changes}
      </h3>
      <p className="mt-2 flex flex-wrap gap-2 text-sm">
        <span className="sr-only">{plannerTexts.reasonsLabel}: </span>
        {itinerary.reasons.map((reason) => (
          <Badge key={reason} tone="green">
            {reason}
          </Badge>
        ))}
      </p>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <Total label={plannerTexts.movingLabel} value={itinerary.moving} />
        <Total label={plannerTexts.daysLabel} value={itinerary.days} />
        <Total label={plannerTexts.priceLabel} value={itinerary.price} />
      </dl>
      <h4 className="sr-only">{plannerTexts.legsHeading}</h4>
      <ol className="mt-5 space-y-4">
        {itinerary.legs.map((leg) => (
          <li key={`${leg.from}>${leg.to}`} className="border-l-4 border-teal-600 pl-4">
            {leg.kind === "route" ? <RouteLeg leg={leg} /> : <LegTitle leg={leg} />}
            {leg.kind === "transfer" ? <p className="mt-1 text-sm text-slate-600">{leg.text}</p> : null}
          </li>
        ))}
      </ol>
      {showHref && !shown ? (
        <p className="mt-4 text-sm">
          <a
            href={localize(showHref)}
            className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 underline"
          >
            <MapIcon aria-hidden="true" className="size-4" />
            {plannerTexts.showOnMap(index)}
          </a>
        </p>
      ) : null}
    </article>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-sand-50 p-3">
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function LegTitle({ leg }: { leg: LegView }) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  const to = useTexts(ITINERARY_CARD_TEXT).to;
  return (
    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
      <span>{leg.kind === "route" ? leg.mode : plannerTexts.transferMode}:</span>
      <span>{leg.from}</span>
      <ArrowRight aria-label={to} className="size-4" />
      <span>{leg.to}</span>
      {leg.kind === "route" && leg.unverified ? <Badge tone="yellow">{plannerTexts.unverified}</Badge> : null}
    </p>
  );
}

function Fare({ fare }: { fare: FareView }) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  return (
    <li>
      {fare.text}
      {fare.kind ? <span className="text-slate-600"> ({plannerTexts.notTotalled})</span> : null}
      {fare.stale ? <StaleMark /> : null}
    </li>
  );
}

function RouteLeg({ leg }: { leg: RouteLegView }) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  const locale = useLocale();
  return (
    <>
      <LegTitle leg={leg} />
      {leg.part ? <p className="mt-1 text-sm text-slate-600">{leg.part}</p> : null}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold">{plannerTexts.durationLabel}</dt>
        <dd>{leg.duration}</dd>
        <dt className="font-semibold">{plannerTexts.faresLabel}</dt>
        <dd>
          <ul>
            {leg.fares.map((fare) => (
              <Fare key={fare.text} fare={fare} />
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{plannerTexts.runsLabel}</dt>
        <dd>{leg.runs}</dd>
        <dt className="font-semibold">{plannerTexts.monthsLabel}</dt>
        <dd>{leg.months}</dd>
        {leg.waitOnDay ? (
          <>
            <dt className="font-semibold">{plannerTexts.waitOnDayLabel}</dt>
            <dd>{leg.waitOnDay}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{plannerTexts.operatorsLabel}</dt>
        <dd>{leg.operators}</dd>
        <dt className="font-semibold">{plannerTexts.lastChecked}</dt>
        <dd>
          <time dateTime={leg.lastChecked}>{formatCalendarDay(locale, leg.lastChecked)}</time>
        </dd>
      </dl>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <LegLink href={leg.routePage} text={plannerTexts.routePage} leg={leg} />
        <LegLink href={leg.report} text={plannerTexts.reportChange} leg={leg} />
      </p>
    </>
  );
}

/** A link about one leg; a screen reader hears which leg ("Route details (Palu to Ampana)"). */
function LegLink({ href, text, leg }: { href: string; text: string; leg: RouteLegView }) {
  const localize = useLocalizedPath();
  const to = useTexts(ITINERARY_CARD_TEXT).to2;
  return (
    <a href={localize(href)} className="font-semibold text-ocean-700 underline underline-offset-2">
      {text}
      <span className="sr-only">
        {" "}
        ({leg.from}
        {to}
        {leg.to})
      </span>
    </a>
  );
}
