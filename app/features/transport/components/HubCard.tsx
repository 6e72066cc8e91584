import { ArrowRight, Clock, MapPin, Wallet } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { Badge } from "~/components/ui/index.tsx";
import { artId } from "~/lib/art.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { HUB_CARD_TEXT, TRANSPORT_TYPE_TEXTS } from "../texts.ts";
import type { HubCardData } from "../transport.server.ts";
import { FigureList, PriceList } from "./RouteTable.tsx";

/** One of the five hub cities on the Transport Hub page. */
export function HubCard({ hub, highlighted = false }: { hub: HubCardData; highlighted?: boolean }) {
  const t = useTexts(HUB_CARD_TEXT);
  const types = useTexts(TRANSPORT_TYPE_TEXTS);
  const headingId = `hub-${hub.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm print-avoid-break ${
        highlighted ? "border-coral-600 ring-2 ring-coral-600" : "border-slate-200"
      }`}
    >
      <ArtImage
        id={artId.hub(hub.id)}
        alt=""
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="teal">
            <MapPin aria-hidden="true" className="mr-1 size-3" />
            {hub.region}
          </Badge>
          {highlighted ? <Badge tone="coral">{t.yourStartingPoint}</Badge> : null}
        </div>
        <h3 id={headingId} className="mt-3 text-xl font-bold text-ocean-900">
          {hub.name}
        </h3>
        <p className="mt-2 text-sm leading-6 text-slate-700">{hub.summary}</p>

        <ul aria-label={t.waysToTravelFrom(hub.name)} className="mt-4 flex flex-wrap gap-1.5">
          {hub.transportTypes.map((t) => (
            <li key={t}>
              <Badge tone="ocean">{types[t]}</Badge>
            </li>
          ))}
        </ul>

        <dl className="mt-4 grid gap-2 text-sm">
          <div className="rounded-lg bg-sand-50 p-3">
            <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
              <Wallet aria-hidden="true" className="size-4 text-teal-700" />
              {t.typicalPrice}
            </dt>
            <dd className="mt-1 text-slate-700">
              <PriceList items={hub.typicalPrice} />
            </dd>
          </div>
          <div className="rounded-lg bg-sand-50 p-3">
            <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
              <Clock aria-hidden="true" className="size-4 text-teal-700" />
              {t.typicalDuration}
            </dt>
            <dd className="mt-1 text-slate-700">
              <FigureList items={hub.typicalDuration} />
            </dd>
          </div>
        </dl>

        <h4 className="mt-4 text-sm font-semibold text-slate-900">{t.highlights}</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {hub.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>

        <div className="mt-auto pt-5">
          <Link
            to={`/transport/${hub.id}`}
            className="inline-flex items-center gap-1.5 rounded-full bg-ocean-700 px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-800"
          >
            {t.viewDetails}
            <span className="sr-only">
              {t.for}
              {hub.name}
            </span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
