import { MessageCircle } from "lucide-react";
import { CRUMB_TEXT } from "~/components/texts.ts";
import { ButtonLink, Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { ExperienceCard } from "~/features/guide/components/ExperienceCard.tsx";
import { experiencesPage } from "~/features/guide/guide.server.ts";
import { EXPERIENCES_PAGE_TEXT } from "~/features/guide/texts.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/experiences";

export function loader() {
  return experiencesPage();
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title: EXPERIENCES_PAGE_TEXT.sulawesiExperiences,
    description: EXPERIENCES_PAGE_TEXT.metaDescription,
    path: "/experiences",
    image: artOgImage(artId.experience("diving")),
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [CRUMB_TEXT.experiences, "/experiences"],
      ]),
    ],
  });
};

export default function Experiences({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={EXPERIENCES_PAGE_TEXT.sulawesiExperiences}
        subtitle={EXPERIENCES_PAGE_TEXT.reefWallsAndMuck}
        trail={[{ label: CRUMB_TEXT.home, to: "/" }, { label: CRUMB_TEXT.experiences }]}
      />
      <Container className="space-y-16 py-12">
        <section aria-labelledby="experiences-heading">
          <SectionHeading id="experiences-heading" sub={EXPERIENCES_PAGE_TEXT.pickWhatYouCame}>
            {EXPERIENCES_PAGE_TEXT.waysToExperienceSulawesi}
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
                {EXPERIENCES_PAGE_TEXT.moreExperienceGuidesAre}
              </h2>
              <p className="mt-3 max-w-2xl text-slate-700">{EXPERIENCES_PAGE_TEXT.weAreWritingMore}</p>
            </div>
            <ButtonLink to="/community">
              <MessageCircle aria-hidden="true" className="size-4" />
              {EXPERIENCES_PAGE_TEXT.suggestAnExperience}
            </ButtonLink>
          </div>
        </section>
      </Container>
    </>
  );
}
