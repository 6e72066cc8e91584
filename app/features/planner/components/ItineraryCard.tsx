import { AlertTriangle, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge, formatDate } from "~/components/ui/index.tsx";
import { StaleMark } from "~/features/transport/components/RouteTable.tsx";
import { plannerTexts } from "../constants.ts";
import type { ItineraryView, LegView } from "../itinerary-view.ts";

/** One itinerary: its totals, then every leg with its figures, their dates and where to read more. */
export function ItineraryCard({ itinerary, index }: { itinerary: ItineraryView; index: number }) {
  const headingId = `option-${index}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="text-xl font-bold text-ocean-900">
        {plannerTexts.itineraryHeading(index)}: {itinerary.changes}
      </h3>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <Total label={plannerTexts.movingLabel} value={itinerary.moving} />
        <Total label={plannerTexts.daysLabel} value={itinerary.days} />
        <Total label={plannerTexts.priceLabel} value={itinerary.price} />
      </dl>
      <h4 className="sr-only">{plannerTexts.legsHeading}</h4>
      <ol className="mt-5 space-y-4">
        {itinerary.legs.map((leg) => (
          <li key={`${leg.from}>${leg.to}`} className="border-l-4 border-teal-600 pl-4">
            <Leg leg={leg} />
          </li>
        ))}
      </ol>
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

function Leg({ leg }: { leg: LegView }) {
  const title = (
    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
      <span>{leg.kind === "route" ? leg.mode : plannerTexts.transferMode}:</span>
      <span>{leg.from}</span>
      <ArrowRight aria-label="to" className="size-4" />
      <span>{leg.to}</span>
      {leg.kind === "route" && leg.unverified ? <Badge tone="yellow">{plannerTexts.unverified}</Badge> : null}
    </p>
  );
  if (leg.kind === "transfer") {
    return (
      <>
        {title}
        <p className="mt-1 text-sm text-slate-600">{leg.text}</p>
      </>
    );
  }
  return (
    <>
      {title}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold">Duration</dt>
        <dd>{leg.duration}</dd>
        <dt className="font-semibold">Fares</dt>
        <dd>
          <ul>
            {leg.fares.map((fare) => (
              <li key={fare.text}>
                {fare.text}
                {fare.stale ? <StaleMark /> : null}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">Runs</dt>
        <dd>{leg.frequency}</dd>
        <dt className="font-semibold">Operators</dt>
        <dd>{leg.operators}</dd>
        <dt className="font-semibold">{plannerTexts.lastChecked}</dt>
        <dd>
          <time dateTime={leg.lastChecked}>{formatDate(leg.lastChecked)}</time>
        </dd>
      </dl>
      {leg.closed ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-coral-700">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {leg.closed}
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={leg.link.to} className="font-semibold text-ocean-700 underline underline-offset-2">
          {leg.link.label}
        </Link>
        <a href={leg.report} className="font-semibold text-ocean-700 underline underline-offset-2">
          {plannerTexts.reportChange}
          <span className="sr-only">
            {" "}
            ({leg.from} to {leg.to})
          </span>
        </a>
      </p>
    </>
  );
}
