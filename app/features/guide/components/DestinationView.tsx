import {
  ArrowRight,
  BedDouble,
  BookOpen,
  Bus,
  CalendarDays,
  CheckCircle2,
  Clock,
  ExternalLink,
  Lightbulb,
  Map as MapIcon,
  MapPin,
  Plane,
  Route as RouteIcon,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArtImage } from "~/components/ArtImage.tsx";
import {
  Badge,
  BudgetBadge,
  buttonClass,
  Container,
  DifficultyBadge,
  LastChecked,
  PageHeader,
} from "~/components/ui/index.tsx";
import { artId } from "~/lib/art.ts";
import type { DestinationPageData } from "../guide.server.ts";
import { DestinationMiniCard } from "./DestinationCard.tsx";
import { Rating } from "./Rating.tsx";

/** A section of the guide with its h2; `id` doubles as the in-page anchor. */
function GuideSection({
  id,
  title,
  children,
  intro,
}: {
  id: string;
  title: string;
  children: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
        {title}
      </h2>
      {intro ? <div className="mt-2">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Fact({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white p-4 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** "0.392° S, 121.958° E" */
function formatCoordinates(lat: number, lng: number): string {
  const part = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(3)}° ${v < 0 ? neg : pos}`;
  return `${part(lat, "N", "S")}, ${part(lng, "E", "W")}`;
}

const sections = [
  ["overview", "Overview"],
  ["gallery", "Photo Gallery"],
  ["highlights", "Key Highlights"],
  ["getting-there", "Getting There"],
  ["where-to-stay", "Where to Stay"],
  ["plan", "Plan Your Visit"],
  ["tips", "Tips"],
  ["similar", "Similar Destinations"],
] as const;

/** The destination guide: every section of the spec's /destinations/{id} page. */
export function DestinationView({ page }: { page: DestinationPageData }) {
  const { destination: d, similar, mapUrl } = page;
  const { lat, lng, approximate } = d.coordinates;
  return (
    <>
      <PageHeader
        title={d.name}
        subtitle={d.summary}
        trail={[
          { label: "Home", to: "/" },
          { label: "Destinations", to: "/destinations" },
          { label: d.regionName, to: `/destinations/${d.region}` },
          { label: d.name },
        ]}
      >
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-ocean-50">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {d.province === d.regionName ? d.regionName : `${d.province}, ${d.regionName}`}
          </span>
          <Rating value={d.rating} className="rounded-full bg-white px-2.5 py-0.5" />
        </div>
      </PageHeader>

      <Container className="pt-8">
        <ArtImage
          id={artId.destination(d.slug)}
          alt={d.imageAlt}
          priority
          sizes="(min-width: 1280px) 1216px, 100vw"
          className="aspect-[16/10] w-full rounded-3xl object-cover shadow-sm sm:aspect-[21/9]"
        />
        <nav aria-label="On this page" className="mt-6 border-b border-slate-200 pb-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            {sections
              .filter(([id]) => (id !== "tips" || d.tips.length > 0) && (id !== "similar" || similar.length > 0))
              .map(([id, title]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="inline-block rounded-full bg-slate-100 px-3 py-1.5 font-medium text-slate-800 hover:bg-ocean-50 hover:text-ocean-900"
                  >
                    {title}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      </Container>

      <Container className="space-y-16 py-10">
        <GuideSection id="overview" title="Overview">
          <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
            <div className="space-y-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
              {d.description.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
            <dl className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
              <Fact label="Activities" className="sm:col-span-2 lg:col-span-1">
                <span className="flex flex-wrap gap-1.5">
                  {d.activities.map((a) => (
                    <Badge key={a} tone="teal">
                      {a}
                    </Badge>
                  ))}
                </span>
              </Fact>
              <Fact label="Best time to visit">
                <span className="flex items-start gap-2">
                  <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                  {d.bestTime}
                </span>
              </Fact>
              <Fact label="How long to stay">
                <span className="flex items-start gap-2">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                  {d.stayDuration}
                </span>
              </Fact>
              <Fact label="Difficulty">
                <DifficultyBadge difficulty={d.difficulty} />
              </Fact>
              <Fact label="Budget level">
                <BudgetBadge level={d.budgetLevel} />
              </Fact>
            </dl>
          </div>
        </GuideSection>

        <GuideSection id="gallery" title="Photo Gallery">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {d.gallery.map((caption, i) => (
              <li key={caption}>
                <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
                  <ArtImage
                    id={artId.gallery(d.slug, i + 1)}
                    alt=""
                    sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
                    className="aspect-[16/10] w-full object-cover"
                  />
                  <figcaption className="p-3 text-sm leading-6 text-slate-700">{caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="highlights" title="Key Highlights">
          <ul className="grid gap-3 sm:grid-cols-2">
            {d.highlights.map((h) => (
              <li key={h} className="flex items-start gap-3 rounded-xl bg-teal-50 p-4 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {h}
              </li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="getting-there" title="Getting There" intro={<LastChecked date={d.lastChecked} />}>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {d.gettingThere.fromMakassar ? (
              <div className="rounded-2xl border border-slate-200 bg-white p-5">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                  <Plane aria-hidden="true" className="size-5 text-teal-700" />
                  From Makassar
                </h3>
                <p className="mt-2 leading-7 text-slate-700">{d.gettingThere.fromMakassar}</p>
              </div>
            ) : null}
            {d.gettingThere.fromManado ? (
              <div className="rounded-2xl border border-slate-200 bg-white p-5">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                  <Plane aria-hidden="true" className="size-5 text-teal-700" />
                  From Manado
                </h3>
                <p className="mt-2 leading-7 text-slate-700">{d.gettingThere.fromManado}</p>
              </div>
            ) : null}
            <div className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                <Bus aria-hidden="true" className="size-5 text-teal-700" />
                Local transport
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{d.gettingThere.localTransport}</p>
            </div>
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={`/transport/${d.transportHub}`} className={buttonClass("primary")}>
              <RouteIcon aria-hidden="true" className="size-4" />
              Routes via {d.hubName}
            </Link>
            <Link to="/transport" className={buttonClass("outline")}>
              Transport Hub
            </Link>
          </div>
        </GuideSection>

        <GuideSection id="where-to-stay" title="Where to Stay" intro={<LastChecked date={d.lastChecked} />}>
          <ul className="grid gap-4 md:grid-cols-2">
            {d.accommodation.map((a) => (
              <li key={a.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                    <BedDouble aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
                    {a.name}
                  </h3>
                  {a.featured ? <Badge tone="coral">Featured</Badge> : null}
                </div>
                <p className="mt-1 text-sm font-medium text-slate-600">{a.type}</p>
                <p className="mt-3 flex-1 leading-7 text-slate-700">{a.description}</p>
                <p className="mt-3 text-sm font-semibold text-slate-900">
                  <span className="text-slate-600">Price: </span>
                  {a.priceRange}
                </p>
              </li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="plan" title="Plan Your Visit">
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="rounded-2xl bg-ocean-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                <MapIcon aria-hidden="true" className="size-5 text-ocean-700" />
                Where it is
              </h3>
              <p className="mt-2 text-slate-700">
                {d.name} lies at {formatCoordinates(lat, lng)} in {d.province}.
              </p>
              {approximate ? (
                <p className="mt-2 text-sm text-slate-700">
                  The map shows an approximate location: the area, not an exact address.
                </p>
              ) : null}
              <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "mt-4")}>
                View on Map
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
              </a>
            </div>
            <div className="rounded-2xl bg-sand-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                <BookOpen aria-hidden="true" className="size-5 text-ocean-700" />
                Before you go
              </h3>
              <p className="mt-2 text-slate-700">
                Visas, money, connectivity, health and a budget guide for travelling in Sulawesi.
              </p>
              <Link to="/planning" className={buttonClass("outline", "mt-4")}>
                Planning essentials
              </Link>
            </div>
            <div className="rounded-2xl bg-teal-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                <Users aria-hidden="true" className="size-5 text-ocean-700" />
                Ask travellers
              </h3>
              <p className="mt-2 text-slate-700">
                Fresh prices, boat times and tips from people who have just been to {d.name}.
              </p>
              <Link to="/community" className={buttonClass("outline", "mt-4")}>
                Join the community
              </Link>
            </div>
          </div>
        </GuideSection>

        {d.tips.length > 0 ? (
          <GuideSection id="tips" title="Tips">
            <ul className="space-y-3">
              {d.tips.map((t) => (
                <li
                  key={t}
                  className="flex items-start gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4 text-slate-800"
                >
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-700" />
                  {t}
                </li>
              ))}
            </ul>
          </GuideSection>
        ) : null}

        {similar.length > 0 ? (
          <section aria-labelledby="similar-heading" id="similar" className="scroll-mt-24">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="similar-heading" className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
                Similar Destinations
              </h2>
              <Link
                to={`/destinations?region=${d.region}`}
                className="inline-flex items-center gap-1 font-semibold text-ocean-700 hover:underline"
              >
                All of {d.regionName}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </div>
            <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {similar.map((s) => (
                <DestinationMiniCard key={s.slug} destination={s} />
              ))}
            </div>
          </section>
        ) : null}
      </Container>
    </>
  );
}
