import { ArrowRight, Clock, Plane, Ship, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { Badge, ButtonLink, LastChecked, SectionHeading } from "~/components/ui/index.tsx";
import { LAST_CHECKED_TEXT } from "~/features/transport-data/texts.ts";
import { artId } from "~/lib/art.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import { modeLabels } from "../queries.ts";
import { HUB_SECTIONS_TEXT, TRANSPORT_TYPE_TEXTS } from "../texts.ts";
import type { HubPageData } from "../transport.server.ts";
import { MODE_ICONS } from "./ModeCards.tsx";
import { FigureList, PriceList, RouteTable } from "./RouteTable.tsx";

type Hub = HubPageData["hub"];

/** The hub's picture, then what the city is like as a hub: description, highlights, getting around. */
export function HubAbout({ hub }: { hub: Hub }) {
  const t = useTexts(HUB_SECTIONS_TEXT);
  return (
    <div>
      <ArtImage
        id={artId.hub(hub.id)}
        alt={hub.imageAlt}
        priority
        sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw"
        className="aspect-[16/9] w-full rounded-2xl object-cover shadow-sm"
      />
      <section aria-labelledby="about-hub" className="mt-8">
        <h2 id="about-hub" className="text-2xl font-bold text-ocean-900">
          {t.about}
          {hub.name}
          {t.asAHub}
        </h2>
        <div className="mt-3 space-y-4 leading-7 text-slate-700">
          {hub.description.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="highlights" className="mt-10">
        <h2 id="highlights" className="text-2xl font-bold text-ocean-900">
          {t.highlights}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {hub.highlights.map((h) => (
            <li key={h} className="rounded-xl border border-slate-200 bg-sand-50 p-4 text-slate-700">
              {h}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="getting-around" className="mt-10">
        <h2 id="getting-around" className="text-2xl font-bold text-ocean-900">
          {t.gettingAround}
          {hub.name}
        </h2>
        <p className="mt-3 leading-7 text-slate-700">{hub.gettingAround}</p>
      </section>
    </div>
  );
}

/** One term of the "At a glance" list, with an optional icon before its label. */
function GlanceItem({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={icon ? "flex items-center gap-1.5 font-semibold text-slate-900" : "font-semibold text-slate-900"}>
        {icon}
        {label}
      </dt>
      {children}
    </div>
  );
}

const glanceIcon = "size-4 text-teal-700";

/** The side box: airport, port, typical price and duration, ways to travel, and when this was checked. */
export function HubAtAGlance({ hub, lastChecked }: { hub: Hub; lastChecked: HubPageData["lastChecked"] }) {
  const t = useTexts(HUB_SECTIONS_TEXT);
  const checked = useTexts(LAST_CHECKED_TEXT);
  const types = useTexts(TRANSPORT_TYPE_TEXTS);
  return (
    <aside
      aria-labelledby="at-a-glance"
      className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="at-a-glance" className="text-lg font-bold text-ocean-900">
        {t.atAGlance}
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        {hub.airport ? (
          <GlanceItem icon={<Plane aria-hidden="true" className={glanceIcon} />} label={t.airport}>
            <dd className="mt-1 text-slate-700">
              {hub.airport.name} ({hub.airport.code})<span className="block">{hub.airport.distance}</span>
            </dd>
          </GlanceItem>
        ) : null}
        {hub.port ? (
          <GlanceItem icon={<Ship aria-hidden="true" className={glanceIcon} />} label={t.port}>
            <dd className="mt-1 text-slate-700">{hub.port}</dd>
          </GlanceItem>
        ) : null}
        <GlanceItem icon={<Wallet aria-hidden="true" className={glanceIcon} />} label={t.typicalPrice}>
          <dd className="mt-1 text-slate-700">
            <PriceList items={hub.typicalPrice} />
          </dd>
        </GlanceItem>
        <GlanceItem icon={<Clock aria-hidden="true" className={glanceIcon} />} label={t.typicalDuration}>
          <dd className="mt-1 text-slate-700">
            <FigureList items={hub.typicalDuration} />
          </dd>
        </GlanceItem>
        <GlanceItem label={t.waysToTravel}>
          <dd className="mt-2 flex flex-wrap gap-1.5">
            {hub.transportTypes.map((type) => (
              <Badge key={type} tone="ocean">
                {types[type]}
              </Badge>
            ))}
          </dd>
        </GlanceItem>
      </dl>
      <LastChecked date={lastChecked} {...checked.hub} className="mt-5 flex-wrap" />
    </aside>
  );
}

/** The hub's routes, one table per mode, each linking to that mode's page. */
export function HubRoutes({ page }: { page: HubPageData }) {
  const t = useTexts(HUB_SECTIONS_TEXT);
  const checked = useTexts(LAST_CHECKED_TEXT);
  const { hub, groups, lastChecked } = page;
  return (
    <section aria-labelledby="hub-routes" className="mt-14">
      <SectionHeading id="hub-routes" sub={t.durationsAndPricesAs}>
        {t.routesFrom}
        {hub.name}
      </SectionHeading>
      {groups.length === 0 ? (
        <p className="text-slate-700">
          {t.weHaveNotMapped}
          {hub.name}
          {t.yet}
        </p>
      ) : (
        <div className="space-y-10">
          {groups.map((g) => (
            <HubRouteGroup key={g.mode} group={g} hubName={hub.name} />
          ))}
        </div>
      )}
      <LastChecked date={lastChecked} {...checked.routes} className="mt-4 flex-wrap" />
    </section>
  );
}

function HubRouteGroup({ group, hubName }: { group: HubPageData["groups"][number]; hubName: string }) {
  const t = useTexts(HUB_SECTIONS_TEXT);
  const Icon = MODE_ICONS[group.mode];
  const labels = modeLabels(useLocale())[group.mode];
  const headingId = `routes-${group.mode}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-ocean-900">
          <Icon aria-hidden="true" className="size-5 text-teal-700" />
          {labels.plural}
        </h3>
        <Link
          to={`/transport/${labels.slug}`}
          className="text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
        >
          {t.all}
          {labels.page.toLowerCase()}
        </Link>
      </div>
      <RouteTable id={`table-${group.mode}`} caption={t.serving(labels.plural, hubName)} routes={group.routes} />
    </section>
  );
}

/** The destination guides most travellers reach through this hub. */
export function HubDestinations({ hub, destinations }: Pick<HubPageData, "hub" | "destinations">) {
  const t = useTexts(HUB_SECTIONS_TEXT);
  return (
    <section aria-labelledby="hub-destinations" className="mt-14">
      <SectionHeading id="hub-destinations" sub={t.placesReachedThrough(hub.name)}>
        {t.destinationsServedFrom}
        {hub.name}
      </SectionHeading>
      {destinations.length === 0 ? (
        <p className="text-slate-700">
          {t.noDestinationGuidesUse}{" "}
          <Link to="/destinations" className="font-semibold text-ocean-700 underline">
            {t.browseAllDestinations}
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.map((d) => (
            <li key={d.slug}>
              <Link
                to={`/destinations/${d.slug}`}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:shadow-md"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-ocean-900 group-hover:underline">
                  {d.name}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </span>
                <span className="mt-2 text-sm leading-6 text-slate-700">{d.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Links on to the other hubs, the Transport Hub and the printable guide. */
export function MoreTransportNav({ otherHubs }: Pick<HubPageData, "otherHubs">) {
  const t = useTexts(HUB_SECTIONS_TEXT);
  return (
    <nav aria-labelledby="more-transport" className="mt-14 rounded-2xl bg-ocean-50 p-6">
      <h2 id="more-transport" className="text-lg font-bold text-ocean-900">
        {t.moreTransportInformation}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {otherHubs.map((o) => (
          <li key={o.id}>
            <Link
              to={`/transport/${o.id}`}
              className="inline-block rounded-full border border-ocean-700 bg-white px-3 py-1.5 text-sm font-medium text-ocean-800 hover:bg-ocean-50"
            >
              {t.hubBefore}
              {o.name}
              {t.hub}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/transport" variant="outline">
          {t.transportHub}
        </ButtonLink>
        <ButtonLink to="/transport-guide">{t.printableTransportGuide}</ButtonLink>
      </div>
    </nav>
  );
}
