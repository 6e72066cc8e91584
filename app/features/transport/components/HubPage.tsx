import { ArrowRight, Clock, MapPin, Plane, Ship, Wallet } from "lucide-react";
import { Link } from "react-router";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Badge, ButtonLink, Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { TravellerUpdates } from "~/features/admin/components/TravellerUpdates.tsx";
import type { TravellerUpdate } from "~/features/admin/traveller-updates.ts";
import { artId } from "~/lib/art.ts";
import { MODE_LABELS } from "../queries.ts";
import type { HubPageData } from "../transport.server.ts";
import { MODE_ICONS } from "./ModeCards.tsx";
import { RouteTable } from "./RouteTable.tsx";

/** /transport/{hub}: the airport, port, getting around, highlights, routes and destinations of one hub city. */
export function HubPage({ page, updates }: { page: HubPageData; updates?: TravellerUpdate[] }) {
  const { hub, groups, destinations, otherHubs, lastChecked } = page;
  return (
    <>
      <PageHeader
        title={`${hub.name} transport hub`}
        subtitle={hub.summary}
        trail={[{ label: "Home", to: "/" }, { label: "Transport", to: "/transport" }, { label: hub.name }]}
      >
        <p className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
          <MapPin aria-hidden="true" className="size-4" />
          {hub.region}
        </p>
      </PageHeader>

      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
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
                About {hub.name} as a hub
              </h2>
              <div className="mt-3 space-y-4 leading-7 text-slate-700">
                {hub.description.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </div>
            </section>

            <section aria-labelledby="highlights" className="mt-10">
              <h2 id="highlights" className="text-2xl font-bold text-ocean-900">
                Highlights
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
                Getting around {hub.name}
              </h2>
              <p className="mt-3 leading-7 text-slate-700">{hub.gettingAround}</p>
            </section>
          </div>

          <aside
            aria-labelledby="at-a-glance"
            className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="at-a-glance" className="text-lg font-bold text-ocean-900">
              At a glance
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              {hub.airport ? (
                <div>
                  <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <Plane aria-hidden="true" className="size-4 text-teal-700" />
                    Airport
                  </dt>
                  <dd className="mt-1 text-slate-700">
                    {hub.airport.name} ({hub.airport.code})<span className="block">{hub.airport.distance}</span>
                  </dd>
                </div>
              ) : null}
              {hub.port ? (
                <div>
                  <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <Ship aria-hidden="true" className="size-4 text-teal-700" />
                    Port
                  </dt>
                  <dd className="mt-1 text-slate-700">{hub.port}</dd>
                </div>
              ) : null}
              <div>
                <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <Wallet aria-hidden="true" className="size-4 text-teal-700" />
                  Typical price
                </dt>
                <dd className="mt-1 text-slate-700">{hub.avgPrice}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <Clock aria-hidden="true" className="size-4 text-teal-700" />
                  Typical duration
                </dt>
                <dd className="mt-1 text-slate-700">{hub.duration}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Ways to travel</dt>
                <dd className="mt-2 flex flex-wrap gap-1.5">
                  {hub.transportTypes.map((t) => (
                    <Badge key={t} tone="ocean">
                      {t}
                    </Badge>
                  ))}
                </dd>
              </div>
            </dl>
            <LastChecked date={lastChecked} className="mt-5 flex-wrap" />
          </aside>
        </div>

        <section aria-labelledby="hub-routes" className="mt-14">
          <SectionHeading
            id="hub-routes"
            sub="Durations and prices as found, with the year of each figure. Confirm before you travel: schedules change often."
          >
            Routes from {hub.name}
          </SectionHeading>
          {groups.length === 0 ? (
            <p className="text-slate-700">We have not mapped routes from {hub.name} yet.</p>
          ) : (
            <div className="space-y-10">
              {groups.map((g) => {
                const Icon = MODE_ICONS[g.mode];
                const headingId = `routes-${g.mode}`;
                return (
                  <section key={g.mode} aria-labelledby={headingId}>
                    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                      <h3 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-ocean-900">
                        <Icon aria-hidden="true" className="size-5 text-teal-700" />
                        {MODE_LABELS[g.mode].plural}
                      </h3>
                      <Link
                        to={`/transport/${MODE_LABELS[g.mode].slug}`}
                        className="text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
                      >
                        All {MODE_LABELS[g.mode].page.toLowerCase()}
                      </Link>
                    </div>
                    <RouteTable
                      id={`table-${g.mode}`}
                      caption={`${MODE_LABELS[g.mode].plural} serving ${hub.name}`}
                      routes={g.routes}
                    />
                  </section>
                );
              })}
            </div>
          )}
          <LastChecked date={lastChecked} className="mt-4 flex-wrap" />
        </section>

        {/* Approved transport updates from travellers (rendered per request; see the admin dashboard). */}
        {updates ? <TravellerUpdates updates={updates} placeName={hub.name} /> : null}

        <section aria-labelledby="hub-destinations" className="mt-14">
          <SectionHeading id="hub-destinations" sub={`Places most travellers reach through ${hub.name}.`}>
            Destinations served from {hub.name}
          </SectionHeading>
          {destinations.length === 0 ? (
            <p className="text-slate-700">
              No destination guides use this hub yet.{" "}
              <Link to="/destinations" className="font-semibold text-ocean-700 underline">
                Browse all destinations
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

        <nav aria-labelledby="more-transport" className="mt-14 rounded-2xl bg-ocean-50 p-6">
          <h2 id="more-transport" className="text-lg font-bold text-ocean-900">
            More transport information
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {otherHubs.map((o) => (
              <li key={o.id}>
                <Link
                  to={`/transport/${o.id}`}
                  className="inline-block rounded-full border border-ocean-700 bg-white px-3 py-1.5 text-sm font-medium text-ocean-800 hover:bg-ocean-50"
                >
                  {o.name} hub
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to="/transport" variant="outline">
              Transport Hub
            </ButtonLink>
            <ButtonLink to="/transport-guide">Printable transport guide</ButtonLink>
          </div>
        </nav>
      </Container>
    </>
  );
}
