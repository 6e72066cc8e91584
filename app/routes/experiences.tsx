import { MessageCircle } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { buttonClass, Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { ExperienceCard } from "~/features/guide/components/ExperienceCard.tsx";
import { experiencesPage } from "~/features/guide/guide.server.ts";
import { EXPERIENCES_PAGE_TEXT } from "~/features/guide/texts.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { localeOf } from "~/lib/locale.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { Route } from "./+types/experiences";

export function loader({ request }: Route.LoaderArgs) {
  return experiencesPage(localeOf(request));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const t = EXPERIENCES_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return seo(site, {
    title: t.sulawesiExperiences,
    description: t.metaDescription,
    path: "/experiences",
    image: artOgImage(artId.experience("diving")),
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.experiences, "/experiences"],
      ]),
    ],
  });
};

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = EXPERIENCES_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return (
    <>
      <PageHeader
        title={t.sulawesiExperiences}
        subtitle={t.reefWallsAndMuck}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.experiences }]}
      />
      <Container className="space-y-16 py-12">
        <section aria-labelledby="experiences-heading">
          <SectionHeading id="experiences-heading" sub={t.pickWhatYouCame}>
            {t.waysToExperienceSulawesi}
          </SectionHeading>
          <div className="grid gap-6 md:grid-cols-2">
            {loaderData.experiences.map((e, i) => (
              <ExperienceCard key={e.id} experience={e} priority={i === 0} />
            ))}
          </div>
        </section>

        <section
          aria-labelledby="more-guides-heading"
          className="rounded-3xl border border-sand-200 bg-sand-50 p-8 sm:p-10"
        >
          <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-center">
            <div>
              <h2 id="more-guides-heading" className="text-2xl font-bold tracking-tight text-ocean-900">
                {t.moreExperienceGuidesAre}
              </h2>
              <p className="mt-3 max-w-2xl text-slate-700">{t.weAreWritingMore}</p>
            </div>
            <Link to="/community" className={buttonClass("primary")}>
              <MessageCircle aria-hidden="true" className="size-4" />
              {t.suggestAnExperience}
            </Link>
          </div>
        </section>
      </Container>
    </>
  );
}
