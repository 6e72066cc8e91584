import { BedDouble, BookOpen, Bus, ExternalLink, Map as MapIcon, Plane, Route as RouteIcon, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/Link.tsx";
import { Badge, buttonClass, LastChecked } from "~/components/ui/index.tsx";
import { formatNumber, type Locale } from "~/lib/format.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import type { DestinationPageData } from "../guide.server.ts";
import { DESTINATION_PRACTICAL_TEXT, GUIDE_LAST_CHECKED_TEXT } from "../texts.ts";
import { GuideSection } from "./GuideSection.tsx";

type Destination = DestinationPageData["destination"];

/** The compass letters of each edition: Indonesian writes LU/LS (lintang) and BT/BB (bujur). */
const COMPASS: Record<Locale, { n: string; s: string; e: string; w: string }> = {
  en: { n: "N", s: "S", e: "E", w: "W" },
  id: { n: "LU", s: "LS", e: "BT", w: "BB" },
};

/** en "0.392° S, 121.958° E"; id "0,392° LS, 121,958° BT" */
function formatCoordinates(locale: Locale, lat: number, lng: number): string {
  const c = COMPASS[locale];
  const part = (v: number, pos: string, neg: string) =>
    `${formatNumber(locale, Math.abs(v), 3, true)}° ${v < 0 ? neg : pos}`;
  return `${part(lat, c.n, c.s)}, ${part(lng, c.e, c.w)}`;
}

function WayThere({ icon: Icon, title, children }: { icon: typeof Plane; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
        <Icon aria-hidden="true" className="size-5 text-teal-700" />
        {title}
      </h3>
      <p className="mt-2 leading-7 text-slate-700">{children}</p>
    </div>
  );
}

/** From Makassar, from Manado (when known) and local transport, with links to the hub's routes. */
export function GettingThere({ destination: d }: { destination: Destination }) {
  const { fromMakassar, fromManado, localTransport } = d.gettingThere;
  const t = useTexts(DESTINATION_PRACTICAL_TEXT);
  const lastChecked = useTexts(GUIDE_LAST_CHECKED_TEXT);
  return (
    <GuideSection
      id="getting-there"
      title={t.gettingThere}
      intro={<LastChecked date={d.lastChecked} {...lastChecked.destination} />}
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {fromMakassar ? (
          <WayThere icon={Plane} title={t.fromMakassar}>
            {fromMakassar}
          </WayThere>
        ) : null}
        {fromManado ? (
          <WayThere icon={Plane} title={t.fromManado}>
            {fromManado}
          </WayThere>
        ) : null}
        <WayThere icon={Bus} title={t.localTransport}>
          {localTransport}
        </WayThere>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={`/transport/${d.transportHub}`} className={buttonClass("primary")}>
          <RouteIcon aria-hidden="true" className="size-4" />
          {t.routesVia}
          {d.hubName}
        </Link>
        <Link to="/transport" className={buttonClass("outline")}>
          {t.transportHub}
        </Link>
        {"href" in d.trip ? (
          <Link to={d.trip.href} className={buttonClass("outline")}>
            {t.planATripHere}
            {d.trip.from}
          </Link>
        ) : null}
      </div>
      {"reason" in d.trip ? <p className="mt-3 text-slate-700">{d.trip.reason}</p> : null}
    </GuideSection>
  );
}

export function WhereToStay({ destination: d }: { destination: Destination }) {
  const t = useTexts(DESTINATION_PRACTICAL_TEXT);
  const lastChecked = useTexts(GUIDE_LAST_CHECKED_TEXT);
  return (
    <GuideSection
      id="where-to-stay"
      title={t.whereToStay}
      intro={<LastChecked date={d.lastChecked} {...lastChecked.destination} />}
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {d.accommodation.map((a) => (
          <li key={a.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                <BedDouble aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
                {a.name}
              </h3>
              {a.featured ? <Badge tone="coral">{t.featured}</Badge> : null}
            </div>
            <p className="mt-1 text-sm font-medium text-slate-600">{a.type}</p>
            <p className="mt-3 flex-1 leading-7 text-slate-700">{a.description}</p>
            <p className="mt-3 text-sm font-semibold text-slate-900">
              <span className="text-slate-600">{t.price}</span>
              {a.priceRange}
            </p>
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

function PlanCard({
  icon: Icon,
  title,
  tone,
  children,
}: {
  icon: typeof Plane;
  title: string;
  tone: string;
  children: ReactNode;
}) {
  return (
    <div className={`rounded-2xl ${tone} p-6`}>
      <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
        <Icon aria-hidden="true" className="size-5 text-ocean-700" />
        {title}
      </h3>
      {children}
    </div>
  );
}

/** Where it is (with the map link), the planning essentials, and the community. */
export function PlanYourVisit({ destination: d, mapUrl }: Pick<DestinationPageData, "destination" | "mapUrl">) {
  const { lat, lng, approximate } = d.coordinates;
  const locale = useLocale();
  const t = DESTINATION_PRACTICAL_TEXT[locale];
  return (
    <GuideSection id="plan" title={t.planYourVisit}>
      <div className="grid gap-4 lg:grid-cols-3">
        <PlanCard icon={MapIcon} title={t.whereItIs} tone="bg-ocean-50">
          <p className="mt-2 text-slate-700">
            {d.name}
            {t.liesAt}
            {formatCoordinates(locale, lat, lng)}
            {t.in}
            {d.province}.
          </p>
          {approximate ? <p className="mt-2 text-sm text-slate-700">{t.theMapShowsAn}</p> : null}
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "mt-4")}>
            {t.viewOnMap}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.openstreetmapOpensInA}</span>
          </a>
        </PlanCard>
        <PlanCard icon={BookOpen} title={t.beforeYouGo} tone="bg-sand-50">
          <p className="mt-2 text-slate-700">{t.visasMoneyConnectivityHealth}</p>
          <Link to="/planning" className={buttonClass("outline", "mt-4")}>
            {t.planningEssentials}
          </Link>
        </PlanCard>
        <PlanCard icon={Users} title={t.askTravellers} tone="bg-teal-50">
          <p className="mt-2 text-slate-700">
            {t.freshPricesBoatTimes}
            {d.name}.
          </p>
          <Link to="/community" className={buttonClass("outline", "mt-4")}>
            {t.joinTheCommunity}
          </Link>
        </PlanCard>
      </div>
    </GuideSection>
  );
}
