import { ArrowRight, Landmark, Plane, SlidersHorizontal } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { buttonClass, Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { artId } from "~/lib/art.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { RegionPageData } from "../guide.server.ts";
import { REGION_VIEW_TEXT } from "../texts.ts";
import { DestinationCard } from "./DestinationCard.tsx";
import { PlanJourneyBanner } from "./PlanJourneyBanner.tsx";

/** A region page (/destinations/north ...): about the region and all its destinations. */
export function RegionView({ page }: { page: RegionPageData }) {
  const { region: r, destinations, otherRegions } = page;
  const count = destinations.length;
  const t = useTexts(REGION_VIEW_TEXT);
  const crumbs = useTexts(CRUMB_TEXTS);
  return (
    <>
      <PageHeader
        title={r.name}
        subtitle={r.summary}
        trail={[
          { label: crumbs.home, to: "/" },
          { label: crumbs.destinations, to: "/destinations" },
          { label: r.name },
        ]}
      />
      <Container className="space-y-16 py-10">
        <section aria-labelledby="about-heading" className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h2 id="about-heading" className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
              {t.about}
              {r.name}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
              {r.description.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </div>
          <div className="space-y-4">
            <ArtImage
              id={artId.region(r.id)}
              alt={r.imageAlt}
              priority
              sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
              className="aspect-[16/10] w-full rounded-2xl object-cover"
            />
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              <div className="rounded-xl border border-slate-200 p-4">
                <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <Landmark aria-hidden="true" className="size-4 text-teal-700" />
                  {t.provinces}
                </dt>
                <dd className="mt-1.5 text-slate-900">{r.provinces.join(", ")}</dd>
              </div>
              <div className="rounded-xl border border-slate-200 p-4">
                <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <Plane aria-hidden="true" className="size-4 text-teal-700" />
                  {t.gateways}
                </dt>
                <dd className="mt-1.5 text-slate-900">{r.gateways.join(", ")}</dd>
              </div>
            </dl>
          </div>
        </section>

        <section aria-labelledby="region-destinations-heading">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="region-destinations-heading" sub={t.withAFullGuide(count)}>
              {t.destinationsIn}
              {r.name}
            </SectionHeading>
            <Link to={`/destinations?region=${r.id}`} className={buttonClass("outline", "mb-6")}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {t.filterByActivity}
            </Link>
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((d) => (
              <DestinationCard key={d.slug} destination={d} />
            ))}
          </div>
        </section>

        <nav aria-labelledby="other-regions-heading">
          <h2 id="other-regions-heading" className="text-xl font-bold text-ocean-900">
            {t.otherRegions}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {otherRegions.map((o) => (
              <li key={o.id}>
                <Link
                  to={`/destinations/${o.id}`}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-4 py-2 font-medium text-ocean-800 hover:border-ocean-700 hover:bg-ocean-50"
                >
                  {o.name}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <PlanJourneyBanner />
      </Container>
    </>
  );
}
